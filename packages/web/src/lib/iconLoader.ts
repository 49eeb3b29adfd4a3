import { Icons } from '@blueprintjs/icons';

/**
 * Blueprint's default loader fetches every icon's paths at once (about 195 KB gzip). This one
 * fetches the icon map when the first icon is drawn, then each icon's own small chunk.
 */
export function loadIconsOnDemand() {
  Icons.setLoaderOptions({
    loader: async (name, size) => (await import('./iconPaths')).loadIcon(name, size),
  });
}
