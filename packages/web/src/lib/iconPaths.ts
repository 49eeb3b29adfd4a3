import type { IconName, IconPaths } from '@blueprintjs/icons';

/**
 * The icons the app and Blueprint's own components draw, each its own small chunk fetched the
 * first time it is drawn. Any other icon still works: it comes from the full map in
 * iconPathsAll.ts, loaded only then. iconPaths.test.ts keeps this list in step with the code.
 */
export const KNOWN_ICONS = [
  'add',
  'annotation',
  'arrow-down',
  'arrow-left',
  'arrow-right',
  'arrow-up',
  'bank-account',
  'bookmark',
  'box',
  'build',
  'calendar',
  'camera',
  'caret-down',
  'caret-right',
  'caret-up',
  'chat',
  'chevron-backward',
  'chevron-down',
  'chevron-forward',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'cloud-upload',
  'cog',
  'column-layout',
  'comment',
  'cross',
  'database',
  'delete',
  'disable',
  'document',
  'document-open',
  'double-caret-vertical',
  'double-chevron-left',
  'double-chevron-right',
  'download',
  'drag-handle-vertical',
  'duplicate',
  'edit',
  'envelope',
  'eraser',
  'error',
  'export',
  'eye-off',
  'eye-open',
  'filter',
  'floppy-disk',
  'flow-linear',
  'folder-close',
  'folder-open',
  'globe',
  'hand',
  'help',
  'history',
  'home',
  'import',
  'info-sign',
  'key',
  'key-command',
  'link',
  'lock',
  'log-out',
  'media',
  'menu',
  'menu-closed',
  'menu-open',
  'minus',
  'more',
  'move',
  'notifications',
  'office',
  'offline',
  'people',
  'pin',
  'play',
  'plus',
  'refresh',
  'reset',
  'search',
  'search-template',
  'send-message',
  'share',
  'shopping-cart',
  'small-cross',
  'small-tick',
  'stop',
  'th',
  'th-derived',
  'th-list',
  'thumbs-up',
  'tick',
  'tick-circle',
  'time',
  'trash',
  'undo',
  'unlock',
  'unpin',
  'user',
  'warning-sign',
] as const satisfies readonly IconName[];

const base = '../../node_modules/@blueprintjs/icons/lib/esm/generated';
const paths16 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,annotation,arrow-down,arrow-left,arrow-right,arrow-up,bank-account,bookmark,box,build,calendar,camera,caret-down,caret-right,caret-up,chat,chevron-backward,chevron-down,chevron-forward,chevron-left,chevron-right,chevron-up,cloud-upload,cog,column-layout,comment,cross,database,delete,disable,document,document-open,double-caret-vertical,double-chevron-left,double-chevron-right,download,drag-handle-vertical,duplicate,edit,envelope,eraser,error,export,eye-off,eye-open,filter,floppy-disk,flow-linear,folder-close,folder-open,globe,hand,help,history,home,import,info-sign,key,key-command,link,lock,log-out,media,menu,menu-closed,menu-open,minus,more,move,notifications,office,offline,people,pin,play,plus,refresh,reset,search,search-template,send-message,share,shopping-cart,small-cross,small-tick,stop,th,th-derived,th-list,thumbs-up,tick,tick-circle,time,trash,undo,unlock,unpin,user,warning-sign}.js',
  { import: 'default' },
);
const paths20 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{add,annotation,arrow-down,arrow-left,arrow-right,arrow-up,bank-account,bookmark,box,build,calendar,camera,caret-down,caret-right,caret-up,chat,chevron-backward,chevron-down,chevron-forward,chevron-left,chevron-right,chevron-up,cloud-upload,cog,column-layout,comment,cross,database,delete,disable,document,document-open,double-caret-vertical,double-chevron-left,double-chevron-right,download,drag-handle-vertical,duplicate,edit,envelope,eraser,error,export,eye-off,eye-open,filter,floppy-disk,flow-linear,folder-close,folder-open,globe,hand,help,history,home,import,info-sign,key,key-command,link,lock,log-out,media,menu,menu-closed,menu-open,minus,more,move,notifications,office,offline,people,pin,play,plus,refresh,reset,search,search-template,send-message,share,shopping-cart,small-cross,small-tick,stop,th,th-derived,th-list,thumbs-up,tick,tick-circle,time,trash,undo,unlock,unpin,user,warning-sign}.js',
  { import: 'default' },
);

export async function loadIcon(name: IconName, size: number): Promise<IconPaths> {
  const px = size >= 20 ? 20 : 16;
  const load = (px === 20 ? paths20 : paths16)[`${base}/${px}px/paths/${name}.js`];
  if (load) return load();
  return (await import('./iconPathsAll')).loadAnyIcon(name, px);
}

/** For the test: the keys the build resolved, so a misspelt name in the list shows. */
export const resolvedIcons = () => ({ paths16: Object.keys(paths16), paths20: Object.keys(paths20) });
