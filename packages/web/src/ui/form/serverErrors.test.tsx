import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '@balcao/schema';
import { money, requiredText } from '@balcao/schema/fields';
import { FormSummary, TextField, useAppForm } from './index';

const schema = z.object({ name: requiredText(), price: money });

/** A server answering VALIDATION_FAILED as the gateway maps it. */
const refused = {
  errors: [
    {
      message: 'Dados inválidos',
      extensions: {
        code: 'VALIDATION_FAILED',
        fieldErrors: [
          { field: 'name', messages: ['O título informado já existe em outra tarefa'] },
          { field: 'price', messages: [MSG.greaterThanZero] },
        ],
      },
    },
  ],
};

function Form() {
  const form = useAppForm(schema, { name: '', price: '' });
  const submit = form.submit(() => {
    form.serverErrors(refused);
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormSummary text={form.summary} />
      <TextField control={form.control} name="name" label="Título" />
      <TextField control={form.control} name="price" label="Valor" mask="money" />
      <button type="submit">SALVAR</button>
    </form>
  );
}

describe('VALIDATION_FAILED from the server', () => {
  it('lands on its fields with the form summary, never as a toast', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Título'), 'Conferir');
    await user.type(screen.getByLabelText('Valor'), '1');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MSG.formHasErrors)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('O título informado já existe em outra tarefa')).toBeInTheDocument(),
    );
    expect(screen.getByText(MSG.greaterThanZero)).toBeInTheDocument();
    expect(screen.getByLabelText('Valor')).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('.bp6-toast')).toBeNull();
  });
});
