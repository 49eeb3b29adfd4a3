import type { IconName, IconPaths } from '@blueprintjs/icons';

/** Every Blueprint icon, for a name outside KNOWN_ICONS (iconPaths.ts); this map is only fetched then. */
const all16 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js',
  {
    import: 'default',
  },
);
const all20 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js',
  {
    import: 'default',
  },
);

export async function loadAnyIcon(name: IconName, px: 16 | 20): Promise<IconPaths> {
  const load = (px === 20 ? all20 : all16)[
    `../../node_modules/@blueprintjs/icons/lib/esm/generated/${px}px/paths/${name}.js`
  ];
  return load ? load() : [];
}
