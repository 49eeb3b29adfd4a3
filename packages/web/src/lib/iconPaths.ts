import type { IconName, IconPaths } from '@blueprintjs/icons';

/** Where each icon's paths live: one small chunk per icon, fetched the first time it is drawn. */
const paths16 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js',
  {
    import: 'default',
  },
);
const paths20 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js',
  {
    import: 'default',
  },
);

export async function loadIcon(name: IconName, size: number): Promise<IconPaths> {
  const set = size >= 20 ? paths20 : paths16;
  const load =
    set[`../../node_modules/@blueprintjs/icons/lib/esm/generated/${size >= 20 ? 20 : 16}px/paths/${name}.js`];
  return load ? load() : [];
}
