import { can, type AccessSet } from './permissions.js';
import { MENU_SECTIONS, ROUTES, type RouteDef, type RouteVariant } from './routeData.js';

export { MENU_SECTIONS, PUBLIC_PATHS, ROUTES } from './routeData.js';
export type { RouteDef, RouteVariant } from './routeData.js';

/** A menu entry; a section (first level) carries its own icon's name. */
export type MenuNode = { label: string; path?: string; icon?: string; children?: MenuNode[] };
export type Crumb = { label: string; path?: string };

const VARIANT_LABEL: Record<RouteVariant, string> = {
  view: 'Visualizar',
  create: 'Incluir',
  edit: 'Editar',
  workflow: 'Workflow',
  historic: 'Histórico',
  pdf: 'PDF',
  import: 'Importação',
  approve: 'Aprovar',
  approval: 'Aprovação',
};

const byLength = [...ROUTES].sort((a, b) => b.path.length - a.path.length);
const clean = (pathname: string) => (pathname.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';

export function routeVisible(set: AccessSet | null | undefined, route: RouteDef): boolean {
  return route.modules.length === 0 ? Boolean(set) : can(set, route.modules, route.action);
}

/** The catalogue route of a path, with the /create /edit /view /workflow … variant it ends in (an id may follow). */
export function matchRoute(pathname: string): { route: RouteDef; variant: RouteVariant | null } | null {
  const path = clean(pathname);
  for (const route of byLength) {
    if (path === route.path) return { route, variant: null };
    const base = route.path === '/' ? '' : route.path;
    if (!path.startsWith(base + '/')) continue;
    const [variant, id, ...rest] = path.slice(base.length + 1).split('/');
    if (
      rest.length === 0 &&
      route.variants.includes(variant as RouteVariant) &&
      (id === undefined || id !== '')
    )
      return { route, variant: variant as RouteVariant };
  }
  return null;
}

/** spec/02 §2: the mode is create, edit, workflow (or approval), otherwise view. */
export function modeFromPath(pathname: string): 'create' | 'edit' | 'workflow' | 'view' {
  const variant = matchRoute(pathname)?.variant;
  if (variant === 'create' || variant === 'edit') return variant;
  if (variant === 'workflow' || variant === 'approval' || variant === 'approve') return 'workflow';
  return 'view';
}

export function breadcrumbsFor(pathname: string): Crumb[] {
  // The ERP panel takes its subject in the query; its trail never depends on it.
  if (clean(pathname).startsWith('/client/customer/totvsPanel'))
    return [
      { label: 'Cliente' },
      { label: 'Clientes' },
      { label: 'Painel TOTVS', path: '/client/customer/totvsPanel' },
    ];
  const match = matchRoute(pathname);
  if (!match) return [];
  const { route, variant } = match;
  const crumbs: Crumb[] = [];
  if (route.menu) crumbs.push({ label: route.menu.section });
  else if (route.path.split('/').length > 2) {
    const section = ROUTES.find((r) => r.menu && r.path.split('/')[1] === route.path.split('/')[1])?.menu
      ?.section;
    if (section) crumbs.push({ label: section });
  }
  if (route.menu?.group && route.menu.group !== route.title) crumbs.push({ label: route.menu.group });
  crumbs.push({ label: route.title, path: route.path });
  if (variant) crumbs.push({ label: VARIANT_LABEL[variant] });
  return crumbs;
}

/** The icon of each menu section, so that the closed menu tells them apart. */
const SECTION_ICON: Record<string, string> = {
  Administrativo: 'cog',
  Cliente: 'people',
  Financeiro: 'bank-account',
  Vendas: 'shopping-cart',
};

/**
 * The three-level menu of what the user may see and what is built (`isBuilt(route key)`: a module
 * later work builds is not offered until it is); a parent shows only such children.
 */
export function buildMenu(
  set: AccessSet | null | undefined,
  isBuilt: (key: string) => boolean = () => true,
): MenuNode[] {
  const visible = ROUTES.filter((r) => r.menu && routeVisible(set, r) && isBuilt(r.key));
  return MENU_SECTIONS.flatMap((section) => {
    const inSection = visible
      .filter((r) => r.menu!.section === section)
      .sort((a, b) => a.menu!.order - b.menu!.order);
    const children: MenuNode[] = [];
    for (const r of inSection) {
      const group = r.menu!.group;
      if (!group) children.push({ label: r.title, path: r.path });
      else {
        let node = children.find((c) => c.label === group && c.children);
        if (!node) children.push((node = { label: group, children: [] }));
        node.children!.push({ label: r.title, path: r.path });
      }
    }
    return children.length ? [{ label: section, icon: SECTION_ICON[section], children }] : [];
  });
}

export function canReach(set: AccessSet | null | undefined, pathname: string): boolean {
  const match = matchRoute(pathname);
  return Boolean(match && routeVisible(set, match.route));
}
