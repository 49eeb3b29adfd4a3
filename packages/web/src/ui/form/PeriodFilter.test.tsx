import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@balcao/schema';
import { PeriodFilter } from './PeriodFilter';

type Range = { from: string; to: string };

/** The applied period as a list holds it in its address; 'Outro período' changes it from outside. */
function Harness({
  initial,
  spy,
  required,
}: {
  initial: Range;
  spy: (r: Range | null) => void;
  required?: boolean;
}) {
  const [applied, setApplied] = useState(initial);
  return (
    <>
      <PeriodFilter
        formLabel="Período de cadastro"
        label="Cadastrado entre"
        required={required}
        from={applied.from}
        to={applied.to}
        onApply={(r) => {
          spy(r);
          setApplied(r ?? { from: '', to: '' });
        }}
      />
      <button type="button" onClick={() => setApplied({ from: '2024-03-01', to: '2024-03-31' })}>
        Outro período
      </button>
    </>
  );
}

const setup = (initial: Range = { from: '', to: '' }, required?: boolean) => {
  const spy = vi.fn();
  render(<Harness initial={initial} spy={spy} required={required} />);
  const period = screen.getByRole('form', { name: 'Período de cadastro' });
  return {
    spy,
    user: userEvent.setup(),
    period,
    from: within(period).getByLabelText(/^Data inicial/),
    to: within(period).getByLabelText(/^Data final/),
    apply: within(period).getByRole('button', { name: 'Aplicar período' }),
  };
};

describe('PeriodFilter', () => {
  it('takes DD/MM/AAAA days and applies them as a range of days', async () => {
    const { spy, user, from, to, apply, period } = setup();
    expect(within(period).getByRole('group', { name: 'Cadastrado entre' })).toBeInTheDocument();
    expect(from).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    expect(within(period).queryByRole('button', { name: 'Limpar período' })).not.toBeInTheDocument();
    await user.type(from, '01022026');
    await user.type(to, '28022026');
    expect(from).toHaveValue('01/02/2026');
    await user.click(apply);
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ from: '2026-02-01', to: '2026-02-28' }));
    expect(from).toHaveValue('01/02/2026');
  });

  it('says what is wrong and keeps what was typed: an impossible day, an end before the start', async () => {
    const { spy, user, from, to, apply } = setup();
    await user.type(from, '31022026');
    await user.type(to, '01012026');
    await user.click(apply);
    expect(await screen.findByText(MSG.invalidDate, {}, { timeout: 1500 })).toBeInTheDocument();
    expect(from).toHaveValue('31/02/2026');
    expect(to).toHaveValue('01/01/2026');
    expect(from).toHaveAttribute('aria-invalid', 'true');

    await user.clear(from);
    await user.type(from, '02012026');
    await user.click(apply);
    expect(await screen.findByText(MSG.endBeforeStart, {}, { timeout: 1500 })).toBeInTheDocument();
    expect(to).toHaveValue('01/01/2026');
    expect(spy).not.toHaveBeenCalled();
  });

  it('asks for both days, marked required where the screen says so', async () => {
    const { spy, user, from, to, apply } = setup({ from: '', to: '' }, true);
    expect(from).toHaveAccessibleName('Data inicial (obrigatório)');
    expect(to).toHaveAccessibleName('Data final (obrigatório)');
    await user.type(from, '02012020');
    await user.click(apply);
    expect(await screen.findByText(MSG.required, {}, { timeout: 1500 })).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows the applied period DD/MM/AAAA, follows it when it changes outside, and clears it', async () => {
    const { spy, user, from, to, period } = setup({ from: '2025-12-01', to: '2025-12-31' });
    expect(from).toHaveAccessibleName('Data inicial');
    expect(from).toHaveValue('01/12/2025');
    expect(to).toHaveValue('31/12/2025');

    await user.click(screen.getByRole('button', { name: 'Outro período' }));
    expect(from).toHaveValue('01/03/2024');
    expect(to).toHaveValue('31/03/2024');

    await user.click(within(period).getByRole('button', { name: 'Limpar período' }));
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(from).toHaveValue('');
    expect(to).toHaveValue('');
    expect(within(period).queryByRole('button', { name: 'Limpar período' })).not.toBeInTheDocument();
  });
});
