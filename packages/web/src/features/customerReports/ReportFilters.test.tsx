import { startTransition, useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportFilters, type ReportFilterValues } from './ReportFilters';

/**
 * The filters as the page holds them in the address: the router applies a change in a transition,
 * so the page may not render again before the next change, which must start from the latest value.
 */
function Harness({ initial, spy }: { initial: ReportFilterValues; spy: (v: ReportFilterValues) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ReportFilters
      value={value}
      onChange={(update) =>
        startTransition(() =>
          setValue((prev) => {
            const next = update(prev);
            spy(next);
            return next;
          }),
        )
      }
      representatives={false}
      representativeName=""
    />
  );
}

// The period's own behaviour (days, errors, clearing) is PeriodFilter's test; here, how the report keeps it.
describe('customer report filters: the registration period', () => {
  it('applies the period beside the other filters, and empties it with them', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={{ region: ['NORTE'] }} spy={spy} />);
    const period = screen.getByRole('form', { name: 'Período de cadastro' });
    const from = within(period).getByLabelText('Data inicial');
    const to = within(period).getByLabelText('Data final');
    await user.type(from, '01022026');
    await user.type(to, '28022026');
    await user.click(within(period).getByRole('button', { name: 'Aplicar período' }));
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith({
        region: ['NORTE'],
        createdAtFrom: ['2026-02-01'],
        createdAtTo: ['2026-02-28'],
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(spy).toHaveBeenLastCalledWith({});
    expect(from).toHaveValue('');
    expect(to).toHaveValue('');
  });

  it('keeps both of two filters chosen before the page renders again', () => {
    const spy = vi.fn();
    render(<Harness initial={{ status: ['ACTIVE'] }} spy={spy} />);
    act(() => {
      fireEvent.change(screen.getByLabelText('Região'), { target: { value: 'NORTE' } });
      fireEvent.change(screen.getByLabelText('Classe de risco'), { target: { value: 'C' } });
    });
    expect(spy).toHaveBeenLastCalledWith({ status: ['ACTIVE'], region: ['NORTE'], uf: [], riskClass: ['C'] });
    expect(screen.getByLabelText('Região')).toHaveValue('NORTE');
  });
});
