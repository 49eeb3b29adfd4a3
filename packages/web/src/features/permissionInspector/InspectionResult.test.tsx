import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InspectionResult } from './InspectionResult';
import { MenuPreview } from './MenuPreview';
import type { PermissionInspectionQuery } from '../../__generated__/graphql';

type Inspection = PermissionInspectionQuery['permissionInspection'];

const base: Inspection = {
  user: { id: '2', userName: 'vendedor', name: 'Carlos Vendedor', active: true },
  profiles: [
    { id: '1', name: 'Vendas', active: true, global: false },
    { id: '3', name: 'Antigo', active: false, global: false },
  ],
  accessSet: {
    global: false,
    accesses: [
      {
        profileId: '1',
        module: 'PEDIDOS',
        permissions: ['VISUALIZAR', 'EXCLUIR'],
        exceptions: [{ name: 'PEDIDOS', permission: 'EXCLUIR' }],
      },
    ],
  },
  route: { path: '/sales/orders', title: 'Pedidos', action: 'VISUALIZAR', visible: true },
  modules: [{ name: 'PEDIDOS', label: 'Pedidos' }],
  actions: [
    {
      action: 'VISUALIZAR',
      allowed: true,
      global: false,
      verdicts: [{ profileId: '1', profileName: 'Vendas', module: 'PEDIDOS', outcome: 'GRANTED' }],
    },
    {
      action: 'EXCLUIR',
      allowed: false,
      global: false,
      verdicts: [{ profileId: '1', profileName: 'Vendas', module: 'PEDIDOS', outcome: 'EXCEPTION' }],
    },
    { action: 'APROVAR', allowed: false, global: false, verdicts: [] },
  ],
};

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('permission inspector', () => {
  it('says, per action, the decision and each profile behind it', () => {
    render(<InspectionResult inspection={base} />);
    expect(within(row('Visualizar')).getByText('Permitido')).toBeInTheDocument();
    expect(within(row('Visualizar')).getByText('Vendas — Pedidos: concede')).toBeInTheDocument();
    expect(within(row('Excluir')).getByText('Negado')).toBeInTheDocument();
    expect(within(row('Excluir')).getByText('Vendas — Pedidos: exceção (retira a ação)')).toBeInTheDocument();
    expect(
      within(row('Aprovar')).getByText('Nenhum perfil ativo do usuário tem este módulo'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Antigo \(inativo: não concede nada\)/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Pedidos (/sales/orders) aparece no menu deste usuário',
    );
  });

  it('names the global profile when the flag decides', () => {
    render(
      <InspectionResult
        inspection={{
          ...base,
          profiles: [{ id: '9', name: 'Administrador', active: true, global: true }],
          actions: [{ action: 'EXCLUIR', allowed: true, global: true, verdicts: [] }],
        }}
      />,
    );
    expect(
      within(row('Excluir')).getByText(
        'Perfil global (Administrador): permite todas as ações em todos os módulos',
      ),
    ).toBeInTheDocument();
  });

  it('draws the menu the access set opens, and nothing else', () => {
    render(<MenuPreview accessSet={base.accessSet} userName="Carlos" />);
    const menu = screen.getByRole('tree', { name: 'Menu do usuário' });
    expect(within(menu).getByText('Vendas')).toBeInTheDocument();
    expect(within(menu).getAllByText(/Pedidos/).length).toBeGreaterThan(0);
    expect(within(menu).queryByText('Administrativo')).toBeNull();
  });
});
