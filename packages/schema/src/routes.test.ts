import { describe, expect, it } from 'vitest';
import type { AccessSet } from './permissions.js';
import { breadcrumbsFor, buildMenu, canReach, matchRoute, modeFromPath, ROUTES } from './routes.js';
import { MODULE_NAMES } from './modules.js';

const sales: AccessSet = {
  global: false,
  accesses: [
    { profileId: 1, module: 'PEDIDOS', permissions: ['VISUALIZAR'], exceptions: [] },
    { profileId: 1, module: 'NEOGRID', permissions: ['VISUALIZAR'], exceptions: [] },
  ],
};

describe('route catalogue', () => {
  it('names only known modules and unique paths', () => {
    for (const r of ROUTES) for (const m of r.modules) expect(MODULE_NAMES.has(m), m).toBe(true);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
  it('builds a menu with only permitted entries; a parent shows only permitted children', () => {
    const menu = buildMenu(sales);
    expect(menu.map((n) => n.label)).toEqual(['Vendas']);
    const vendas = menu[0]!;
    expect(vendas.children!.map((c) => c.label)).toEqual(['Pedidos', 'Neogrid']);
    expect(vendas.children![0]!.children!.map((c) => c.label)).toEqual(['Pedidos']);
    expect(buildMenu({ global: true, accesses: [] }).map((n) => n.label)).toEqual([
      'Administrativo',
      'Cliente',
      'Financeiro',
      'Vendas',
    ]);
  });
  it('matches variants and infers the mode', () => {
    expect(matchRoute('/sales/orders/edit')?.variant).toBe('edit');
    expect(matchRoute('/sales/orders/approval/workflow')?.route.path).toBe('/sales/orders/approval');
    expect(matchRoute('/sales/orders/nope')).toBeNull();
    expect(modeFromPath('/fan/create')).toBe('create');
    expect(modeFromPath('/sales/negotiations/workflow')).toBe('workflow');
    expect(modeFromPath('/fan/view')).toBe('view');
  });
  it('labels breadcrumbs from the title and the variant', () => {
    expect(breadcrumbsFor('/financial/banks/edit').map((c) => c.label)).toEqual([
      'Financeiro',
      'Bancos',
      'Editar',
    ]);
    expect(breadcrumbsFor('/fan/view').map((c) => c.label)).toEqual(['Financeiro', 'FAN', 'Visualizar']);
    expect(breadcrumbsFor('/client/customer/create').map((c) => c.label)).toEqual([
      'Cliente',
      'Clientes',
      'Incluir',
    ]);
    expect(breadcrumbsFor('/client/customer/totvsPanel?q=123').map((c) => c.label)).toEqual([
      'Cliente',
      'Clientes',
      'Painel TOTVS',
    ]);
  });
  it('keeps forbidden paths unreachable', () => {
    expect(canReach(sales, '/sales/orders')).toBe(true);
    expect(canReach(sales, '/administrative/profiles')).toBe(false);
    expect(canReach(sales, '/')).toBe(true);
  });
  it('offers no module that is not built, and gives each section its own icon', () => {
    const built = new Set(['salesNeogrid']);
    const menu = buildMenu(sales, (key) => built.has(key));
    expect(menu.map((s) => [s.label, s.icon])).toEqual([['Vendas', 'shopping-cart']]);
    expect(menu[0]!.children!.map((c) => c.label)).toEqual(['Neogrid']);
    expect(buildMenu(sales, () => false)).toEqual([]);
  });
});
