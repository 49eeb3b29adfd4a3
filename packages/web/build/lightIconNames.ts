import type { Plugin } from 'vite';

const ID = '\0balcao:blueprint-icon-names';

/**
 * Blueprint's icon loader checks every name against a table of all ~600 icons, built at load time
 * from a generated enum with change-case (about 10 KB of gzip in the first load). The app loads
 * icons by name on demand (lib/iconLoader.ts): any string is a candidate, and one without paths
 * is reported by the loader (lib/iconPaths.ts). This serves the table as a module that accepts
 * every name and spells `IconNames.CARET_DOWN` / `IconNames.CaretDown` as 'caret-down'.
 */
export function lightIconNames(): Plugin {
  return {
    name: 'balcao:light-icon-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './iconNames' && importer?.includes('/@blueprintjs/icons/lib/esm/')) return ID;
      return null;
    },
    load(id) {
      if (id !== ID) return null;
      return `
const kebab = (key) =>
  key.includes('_') ? key.toLowerCase().replace(/_/g, '-') : key.replace(/(?<=[a-z0-9])(?=[A-Z0-9])/g, '-').toLowerCase();
export const IconNames = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? kebab(key) : undefined) });
export const IconNamesSet = { has: (name) => typeof name === 'string' && name.length > 0 };
`;
    },
  };
}
