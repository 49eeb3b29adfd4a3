import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataGrid, initialGridState, isInactiveRow, type GridState, type RowAction } from './index';

type Row = { id: string; name: string; active: boolean; fixed: boolean };
const ROWS: Row[] = [
  { id: '1', name: 'Ana', active: true, fixed: false },
  { id: '2', name: 'Bia', active: false, fixed: true },
];

function Grid(p: {
  total: number;
  estimated?: boolean;
  cursors?: { start: string; end: string };
  onState?: (s: GridState) => void;
  loading?: boolean;
  rows?: Row[];
  actions?: RowAction<Row>[];
  onLog?: () => Promise<void>;
}) {
  const [state, setState] = useState<GridState>(initialGridState());
  return (
    <DataGrid<Row>
      gridKey="test"
      label="Pessoas"
      columns={[{ key: 'name', title: 'Nome' }]}
      rows={p.loading ? [] : (p.rows ?? ROWS)}
      rowKey={(r) => r.id}
      totalRegisters={p.total}
      totalEstimated={p.estimated}
      cursors={p.cursors}
      loading={Boolean(p.loading)}
      state={state}
      onStateChange={(u) =>
        setState((prev) => {
          const next = typeof u === 'function' ? u(prev) : u;
          p.onState?.(next);
          return next;
        })
      }
      actions={p.actions}
      onAdd={() => undefined}
      filters={<span>painel</span>}
      exports={{
        formats: ['xlsx', 'csv', 'pdf'],
        onExport: async () => undefined,
        log: { limit: 5000, onExport: p.onLog ?? (async () => undefined) },
      }}
      longWait={{ afterMs: 3000, message: 'A consulta está demorando mais que o normal' }}
    />
  );
}

describe('DataGrid toolbar', () => {
  it('has the search box, filter, add and export buttons; Exportar Log only up to its limit', () => {
    const { unmount } = render(<Grid total={5000} />);
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toBeInTheDocument();
    for (const name of [
      'Filtros',
      'Incluir',
      'Exportar Excel',
      'Exportar CSV',
      'Exportar PDF',
      'Exportar Log',
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveDisplayValue('10');
    expect([...screen.getByRole('combobox').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
    unmount();
    render(<Grid total={5001} />);
    expect(screen.queryByRole('button', { name: 'Exportar Log' })).toBeNull();
  });

  it('warns after the long-wait interval while a page loads', () => {
    vi.useFakeTimers();
    try {
      render(<Grid total={0} loading />);
      act(() => vi.advanceTimersByTime(2900));
      expect(screen.queryByText('A consulta está demorando mais que o normal')).toBeNull();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByRole('status')).toHaveTextContent('A consulta está demorando mais que o normal');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the empty state when nothing is found, and the filter panel on demand', () => {
    render(<Grid total={0} rows={[]} />);
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.queryByText('painel')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(screen.getByText('painel')).toBeInTheDocument();
  });

  it('row actions: hidden or disabled per row, inactive rows cannot be inactivated, pin toggles the fixed flag', () => {
    vi.useFakeTimers();
    try {
      const edit = vi.fn();
      const pin = vi.fn();
      render(
        <Grid
          total={2}
          actions={[
            { kind: 'edit', label: 'Editar', onClick: edit },
            { kind: 'delete', label: 'Excluir', onClick: vi.fn(), hidden: (r) => !r.active },
            { kind: 'custom', label: 'Inativar', icon: 'disable', onClick: vi.fn(), disabled: isInactiveRow },
            { kind: 'pin', label: 'Fixar', activeLabel: 'Desafixar', active: (r) => r.fixed, onClick: pin },
          ]}
        />,
      );
      expect(screen.getAllByText('Ana').length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: 'Excluir: Ana' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Excluir: Bia' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Inativar: Ana' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Inativar: Bia' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Fixar: Ana' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('button', { name: 'Desafixar: Bia' })).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(screen.getByRole('button', { name: 'Desafixar: Bia' }));
      expect(pin).toHaveBeenCalledWith(ROWS[1]);
      // A double click acts once (icon buttons, 200 ms).
      fireEvent.click(screen.getByRole('button', { name: 'Editar: Ana' }));
      fireEvent.click(screen.getByRole('button', { name: 'Editar: Ana' }));
      expect(edit).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names row actions after the row: the first column with text, or the rowLabel given', () => {
    const actions: RowAction<Row>[] = [{ kind: 'view', label: 'Visualizar', onClick: vi.fn() }];
    const columns = [
      { key: 'select', title: 'Sel.', text: () => '' },
      { key: 'name', title: 'Nome' },
    ];
    const Named = ({ rowLabel }: { rowLabel?: (r: Row) => string }) => {
      const [state, setState] = useState<GridState>(initialGridState());
      return (
        <DataGrid<Row>
          gridKey="named"
          label="Pessoas"
          columns={columns}
          rows={ROWS}
          rowKey={(r) => r.id}
          totalRegisters={2}
          loading={false}
          state={state}
          onStateChange={setState}
          actions={actions}
          rowLabel={rowLabel}
        />
      );
    };
    const { unmount } = render(<Named />);
    expect(screen.getByRole('button', { name: 'Visualizar: Ana' })).toBeInTheDocument();
    unmount();
    render(<Named rowLabel={(r) => `Pessoa ${r.id}`} />);
    expect(screen.getByRole('button', { name: 'Visualizar: Pessoa 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /:\s*$/ })).toBeNull();
  });

  it('is reachable by keyboard and speaks pt-BR: a focusable, named body; a plain pager select', () => {
    render(<Grid total={2} />);
    const body = screen.getByRole('group', { name: 'Registros: Pessoas' });
    expect(body).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('combobox', { name: 'Linhas por página' })).toBeInTheDocument();
    expect(screen.getAllByTitle('Arraste para mover a coluna').length).toBeGreaterThan(0);
  });

  it('says an estimated total is one: "cerca de" before the rows and the pages', () => {
    const { unmount } = render(<Grid total={1_000_240} estimated />);
    const range = screen.getByText(/^1–10 de/);
    expect(range).toHaveTextContent('1–10 de cerca de 1.000.240');
    expect(range).toHaveAttribute('title', expect.stringMatching(/^Total estimado/));
    expect(screen.getByText(/^Página 1 de/)).toHaveTextContent('Página 1 de cerca de 100.024');
    unmount();
    render(<Grid total={5000} />);
    expect(screen.getByText(/^1–10 de/)).toHaveTextContent(/^1–10 de 5\.000$/);
    expect(screen.getByText(/^Página 1 de/)).toHaveTextContent(/^Página 1 de 500$/);
  });

  it('reads the next and the previous page from the cursors the list answered', () => {
    const seen: GridState[] = [];
    render(
      <Grid total={1_000_240} estimated cursors={{ start: 's', end: 'e' }} onState={(s) => seen.push(s)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(seen.at(-1)).toMatchObject({ page: 1, after: 'e' });
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(seen.at(-1)).toMatchObject({ page: 2, after: 'e' });
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(seen.at(-1)).toMatchObject({ page: 1, before: 's' });
    expect(seen.at(-1)).not.toHaveProperty('after');
    // Back to the first page, and the last: by their place, no cursor.
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(seen.at(-1)).toEqual(expect.not.objectContaining({ before: expect.anything() }));
    fireEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(seen.at(-1)).toMatchObject({ page: 100_023 });
    expect(seen.at(-1)).not.toHaveProperty('before');
  });

  it('knows an inactive row by INACTIVE, isActive false or active false', () => {
    expect(isInactiveRow({ status: 'INACTIVE' })).toBe(true);
    expect(isInactiveRow({ isActive: false })).toBe(true);
    expect(isInactiveRow({ active: false })).toBe(true);
    expect(isInactiveRow({ status: 'ACTIVE', isActive: true })).toBe(false);
  });
});
