import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MSG } from '@balcao/schema';
import {
  cnpj,
  cep,
  cpf,
  date,
  dateRange,
  money,
  percent,
  requiredText,
  selected,
} from '@balcao/schema/fields';
import { DateRangeField, FormSummary, SelectField, TextField, useAppForm, type SelectOption } from './index';

const schema = z.object({
  name: requiredText(),
  note: z.string().optional(),
  cpf,
  cnpj,
  cep,
  price: money,
  rate: percent,
  day: date,
  period: dateRange,
  kind: selected,
});
type Values = z.output<typeof schema>;

function Showcase({ onValid, options }: { onValid: (v: Values) => void; options: SelectOption[] }) {
  const form = useAppForm(schema, {
    name: '',
    note: '',
    cpf: '',
    cnpj: '',
    cep: '',
    price: '',
    rate: '',
    day: '',
    period: { from: '', to: '' },
    kind: '',
  });
  const c = form.control;
  return (
    <form onSubmit={form.submit(onValid)} noValidate>
      <FormSummary text={form.summary} />
      <TextField control={c} name="name" label="Nome" required help="Como aparece nos relatórios" />
      <TextField control={c} name="note" label="Observação" clean />
      <TextField control={c} name="cpf" label="CPF" mask="cpf" />
      <TextField control={c} name="cnpj" label="CNPJ" mask="cnpj" />
      <TextField control={c} name="cep" label="CEP" mask="cep" />
      <TextField control={c} name="price" label="Valor" mask="money" />
      <TextField control={c} name="rate" label="Desconto" mask="percent" />
      <TextField control={c} name="day" label="Data" mask="date" />
      <DateRangeField control={c} name="period" label="Vigência" required />
      <SelectField control={c} name="kind" label="Tipo" options={options} />
      <button type="submit">SALVAR</button>
    </form>
  );
}

const OPTIONS = [
  { value: 'A', label: 'Atacado' },
  { value: 'V', label: 'Varejo' },
];

describe('form fields', () => {
  it('masks what the user types', async () => {
    const user = userEvent.setup();
    render(<Showcase onValid={vi.fn()} options={OPTIONS} />);
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await user.type(screen.getByLabelText('Valor'), '123456');
    await user.type(screen.getByLabelText('Desconto'), '1250');
    await user.type(screen.getByLabelText('Data'), '31122026');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(screen.getByLabelText('Valor')).toHaveValue('1.234,56');
    expect(screen.getByText('R$')).toBeInTheDocument();
    expect(screen.getByLabelText('Desconto')).toHaveValue('12,50');
    expect(screen.getByLabelText('Data')).toHaveValue('31/12/2026');
    expect(screen.getByLabelText('Data')).toHaveAttribute('placeholder', 'DD/MM/AAAA');
  });

  it('trims on leaving, cleans special characters and stops at 100 characters', async () => {
    const user = userEvent.setup();
    render(<Showcase onValid={vi.fn()} options={OPTIONS} />);
    const name = screen.getByLabelText(/^Nome/);
    await user.type(name, '  Ana Souza  ');
    await user.tab();
    expect(name).toHaveValue('Ana Souza');
    expect(name).toHaveAttribute('maxLength', '100');
    await user.type(screen.getByLabelText('Observação'), 'Olá! <b>#1</b> ok');
    expect(screen.getByLabelText('Observação')).toHaveValue('Olá b1/b ok');
  });

  it('validates on blur after 500 ms', async () => {
    const user = userEvent.setup();
    render(<Showcase onValid={vi.fn()} options={OPTIONS} />);
    await user.type(screen.getByLabelText('CPF'), '52998224724');
    await user.tab();
    expect(screen.queryByText(MSG.invalidCpf)).toBeNull();
    expect(await screen.findByText(MSG.invalidCpf, {}, { timeout: 1500 })).toBeInTheDocument();
  });

  it('on submit shows every error on its field and the form summary', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Showcase onValid={onValid} options={OPTIONS} />);
    await user.type(screen.getByLabelText(/^Data inicial/), '02012026');
    await user.type(screen.getByLabelText(/^Data final/), '01012026');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MSG.formHasErrors)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(MSG.endBeforeStart)).toBeInTheDocument(), { timeout: 1500 });
    // name, money, percent, date and select are empty; the documents say which is wrong.
    expect(screen.getAllByText(MSG.required)).toHaveLength(5);
    for (const m of [MSG.invalidCpf, MSG.invalidCnpj, MSG.invalidCep])
      expect(screen.getByText(m)).toBeVisible();
    expect(screen.getByLabelText(/^Nome/)).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands over exact decimal strings and ISO days when all is valid', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Showcase onValid={onValid} options={OPTIONS} />);
    await user.type(screen.getByLabelText(/^Nome/), ' Loja ');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await user.type(screen.getByLabelText('Valor'), '123456789012345');
    await user.type(screen.getByLabelText('Desconto'), '10000');
    await user.type(screen.getByLabelText('Data'), '29022024');
    await user.type(screen.getByLabelText(/^Data inicial/), '01012026');
    await user.type(screen.getByLabelText(/^Data final/), '01012026');
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    // Blueprint's option is an <li> whose inner anchor takes the click, as a pointer would hit it.
    await user.click(within(await screen.findByRole('option', { name: 'Varejo' })).getByText('Varejo'));
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({
      name: 'Loja',
      note: '',
      cpf: '52998224725',
      cnpj: '11222333000181',
      cep: '01310100',
      price: '1234567890123.45',
      rate: '100.00',
      day: '2024-02-29',
      period: { from: '2026-01-01', to: '2026-01-01' },
      kind: 'V',
    });
  });

  it('select: menu at most 300 px high, a single option chosen by itself', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Showcase onValid={vi.fn()} options={OPTIONS} />);
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    expect(await screen.findByRole('listbox', { name: 'Tipo' })).toHaveStyle({ maxHeight: '300px' });
    unmount();
    render(<Showcase onValid={vi.fn()} options={[{ value: 'U', label: 'Único' }]} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Único'));
  });

  it('select: the control itself is named by its label and carries the popup state, short list or long', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Showcase onValid={vi.fn()} options={OPTIONS} />);
    const short = screen.getByRole('combobox', { name: 'Tipo' });
    expect(short.tagName).toBe('BUTTON');
    expect(short).toHaveAttribute('aria-expanded', 'false');
    await user.click(short);
    expect(short).toHaveAttribute('aria-expanded', 'true');
    unmount();
    const many = Array.from({ length: 9 }, (_, i) => ({ value: String(i), label: `Opção ${i}` }));
    render(<Showcase onValid={vi.fn()} options={many} />);
    // A long list is filtered in its own box: the control is a button that opens a listbox.
    const long = screen.getByRole('button', { name: 'Tipo' });
    expect(long).toHaveAttribute('aria-haspopup', 'listbox');
    await user.click(long);
    expect(long).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('combobox', { name: 'Filtrar Tipo' })).toBeInTheDocument();
    expect(document.querySelectorAll('div[aria-expanded], div[role="combobox"]')).toHaveLength(0);
  });

  it('help tooltips open after 500 ms', () => {
    vi.useFakeTimers();
    try {
      render(<Showcase onValid={vi.fn()} options={OPTIONS} />);
      fireEvent.mouseEnter(screen.getByLabelText('Ajuda: Nome'));
      act(() => vi.advanceTimersByTime(400));
      expect(screen.queryByText('Como aparece nos relatórios')).toBeNull();
      act(() => vi.advanceTimersByTime(150));
      expect(screen.getByText('Como aparece nos relatórios')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
