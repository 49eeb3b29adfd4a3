import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildMenu, type AccessSet } from '@balcao/schema';
import { SideMenu } from './SideMenu';

const sales: AccessSet = {
  global: false,
  accesses: [{ profileId: 1, module: 'PEDIDOS', permissions: ['VISUALIZAR'], exceptions: [] }],
};

describe('SideMenu', () => {
  it('shows only permitted entries and opens a submenu with Enter', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <SideMenu menu={buildMenu(sales)} open onToggle={() => {}} onOpen={() => {}} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(nav).toHaveTextContent('Vendas');
    expect(nav).not.toHaveTextContent('Administrativo');
    const vendas = screen.getByRole('button', { name: /Vendas/ });
    expect(vendas).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(vendas);
    expect(vendas).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getAllByRole('button', { name: /Pedidos/ })[0]!);
    expect(screen.getByRole('link', { name: 'Pedidos' })).toHaveAttribute('href', '/sales/orders');
    expect(screen.queryByRole('link', { name: 'Negociações' })).toBeNull();
  });

  it('highlights the current route', () => {
    render(
      <MemoryRouter initialEntries={['/sales/orders']}>
        <SideMenu menu={buildMenu(sales)} open onToggle={() => {}} onOpen={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Pedidos' })).toHaveClass('active');
  });
});
