import { SEARCH_MSG, type PaletteScreen } from '@balcao/schema';

/** One choice of the palette: a screen or a record, with the page it opens. */
export type PaletteItem = { key: string; title: string; detail: string; path: string };
export type PaletteGroup = { key: string; label: string; items: PaletteItem[] };
/** Records as the search answers them, grouped per area. */
export type RecordGroup = {
  area: string;
  label: string;
  hits: { id: string | number; title: string; subtitle: string; path: string }[];
};

/** Accents and case away: 'relatorio' finds 'Relatório'. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The screens whose title or place in the menu holds every typed word; all of them before any typing. */
export function matchScreens(screens: PaletteScreen[], text: string): PaletteItem[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  return screens
    .filter((s) => words.every((w) => fold(`${s.title} ${s.where}`).includes(w)))
    .map((s) => ({ key: `screen:${s.path}`, title: s.title, detail: s.where, path: s.path }));
}

/** What the list shows, in order: the screens, then each area's records. */
export function paletteGroups(screens: PaletteItem[], records: RecordGroup[]): PaletteGroup[] {
  return [
    ...(screens.length ? [{ key: 'screens', label: SEARCH_MSG.screens, items: screens }] : []),
    ...records.map((g) => ({
      key: g.area,
      label: g.label,
      items: g.hits.map((h) => ({
        key: `${g.area}:${h.id}`,
        title: h.title,
        detail: h.subtitle,
        path: h.path,
      })),
    })),
  ];
}

/**
 * Where a key moves the active choice among `count` choices, or null for a key that is not the
 * list's: ↑ ↓ one at a time (wrapping), Tab / Page Down to the next group's first, Shift+Tab /
 * Page Up to the previous group's first. `starts` are the indexes where the groups begin.
 */
export function moveActive(
  key: string,
  shift: boolean,
  active: number,
  count: number,
  starts: number[],
): number | null {
  if (!count) return null;
  const groupStart = [...starts].reverse().find((s) => s <= active) ?? 0;
  switch (key) {
    case 'ArrowDown':
      return (active + 1) % count;
    case 'ArrowUp':
      return (active - 1 + count) % count;
    case 'PageDown':
      return starts.find((s) => s > active) ?? active;
    case 'PageUp':
      return active > groupStart ? groupStart : ([...starts].reverse().find((s) => s < groupStart) ?? active);
    case 'Tab':
      return moveActive(shift ? 'PageUp' : 'PageDown', false, active, count, starts);
    default:
      return null;
  }
}
