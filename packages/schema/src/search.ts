import type { AccessSet } from './permissions.js';
import { matchRoute, ROUTES, routeVisible } from './routes.js';

/**
 * The command palette (Ctrl+K): the screens a user may open and, from SEARCH_MIN characters on,
 * the records of every area he may see whose search fields hold the text.
 */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
/** Hits per area: the palette shows the best few of each, not a list page. */
export const SEARCH_PER_AREA = 5;

export const SEARCH_MSG = {
  tooShort: `Digite ao menos ${SEARCH_MIN} caracteres para buscar.`,
  tooLong: `A busca aceita no máximo ${SEARCH_MAX} caracteres.`,
  title: 'Buscar telas e registros',
  placeholder: 'Buscar telas, clientes, compradores…',
  screens: 'Telas',
  searching: 'Buscando…',
  noResults: 'Nenhum resultado encontrado.',
  failed: 'Não foi possível buscar os registros. Tente novamente.',
  typeMore: `Digite ao menos ${SEARCH_MIN} caracteres para buscar registros.`,
  hint: '↑↓ para escolher · Enter para abrir · Tab para o próximo grupo · Esc para fechar',
} as const;

/** A search text the services refuse, and why (null: it may be searched). */
export function searchTextError(q: string): string | null {
  const text = q.trim();
  if (text.length < SEARCH_MIN) return SEARCH_MSG.tooShort;
  if (text.length > SEARCH_MAX) return SEARCH_MSG.tooLong;
  return null;
}

/**
 * The page of one record at an area's address: its view, else its edit form, else its history
 * (areas edited in a dialog over their list), else the list itself.
 */
export function recordPath(areaPath: string, id: number | string): string {
  const variants = matchRoute(areaPath)?.route.variants ?? [];
  const variant = (['view', 'edit', 'historic'] as const).find((v) => variants.includes(v));
  return variant ? `${areaPath}/${variant}/${id}` : areaPath;
}

export type PaletteScreen = { path: string; title: string; where: string };

const sectionOf = (path: string) =>
  ROUTES.find((r) => r.menu && r.path.split('/')[1] === path.split('/')[1])?.menu?.section ?? '';

/** Every screen the user may open and that is built, as the menu shows it (section and group) and beyond it. */
export function paletteScreens(
  set: AccessSet | null | undefined,
  isBuilt: (key: string) => boolean = () => true,
): PaletteScreen[] {
  return ROUTES.filter((r) => routeVisible(set, r) && isBuilt(r.key)).map((r) => ({
    path: r.path,
    title: r.title,
    where: r.menu ? [r.menu.section, r.menu.group].filter(Boolean).join(' › ') : sectionOf(r.path),
  }));
}
