import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowsTable } from './index';

const rows = [
  { id: '1', name: 'Contrato A', value: '10,00' },
  { id: '2', name: 'Contrato B', value: '20,00' },
];

describe('RowsTable', () => {
  it('a header row, then a row per record; a column left out has neither header nor cells', () => {
    render(
      <RowsTable
        aria-label="Contratos"
        rows={rows}
        rowClassName={(r) => (r.id === '2' ? 'selected' : undefined)}
        columns={[
          { title: 'Contrato', cell: (r) => r.name },
          { title: 'Valor', className: 'num', cell: (r) => r.value },
          false,
          { headLabel: 'Ações', cellClassName: (r) => `row-${r.id}`, cell: () => 'x' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Contratos' });
    const [head, ...body] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Contrato', 'Valor', '']);
    expect(within(head!).getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    expect(body).toHaveLength(2);
    expect(body[0]).not.toHaveAttribute('class');
    expect(body[1]).toHaveClass('selected');
    const cells = within(body[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Contrato B', '20,00', 'x']);
    expect(cells[1]).toHaveClass('num');
    expect(cells[2]).toHaveClass('row-2');
  });

  it('what it is told to show when there are no rows, instead of the table', () => {
    render(<RowsTable aria-label="Vazia" rows={[]} empty={<p>Nenhum contrato.</p>} columns={[]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nenhum contrato.')).toBeInTheDocument();
  });

  it("scoped: its headers are the columns', and a row-header column names each row", () => {
    render(
      <RowsTable
        aria-label="Campos"
        scoped
        rows={rows}
        rowKey={(_, i) => i}
        foot={
          <tr>
            <th>Total</th>
            <th>30,00</th>
          </tr>
        }
        columns={[
          { title: 'Campo', rowHeader: true, cell: (r) => r.name },
          { title: 'Valor', cell: (r) => r.value },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Campos' });
    expect(within(table).getByRole('columnheader', { name: 'Valor' })).toHaveAttribute('scope', 'col');
    const header = within(table).getByRole('rowheader', { name: 'Contrato A' });
    expect(header).toHaveAttribute('scope', 'row');
    expect(table.querySelector('tfoot')).toHaveTextContent('Total30,00');
  });
});
