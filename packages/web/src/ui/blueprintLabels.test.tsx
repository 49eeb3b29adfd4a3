import { Dialog, HTMLSelect, NumericInput, Spinner, Tag } from '@blueprintjs/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/toaster';

// Blueprint's own labels, patched into pt-BR (scripts/blueprint-pt-br.mjs): what a screen reader reads.
describe('Blueprint labels in pt-BR', () => {
  it('a dialog and a toast close with "Fechar"', async () => {
    render(
      <Dialog isOpen title="Editar usuário" onClose={() => undefined}>
        corpo
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar usuário' });
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();

    notify.success('Salvo com sucesso');
    const toast = (await screen.findByText('Salvo com sucesso')).closest('.bp6-toast') as HTMLElement;
    expect(within(toast).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('selects, number inputs, spinners and tags', () => {
    render(
      <>
        <HTMLSelect aria-label="Situação" options={['Ativo', 'Inativo']} />
        <NumericInput aria-label="Minutos" />
        <Spinner />
        <Tag onRemove={() => undefined}>filtro</Tag>
      </>,
    );
    expect(screen.getByRole('img', { name: 'Abrir lista' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aumentar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diminuir' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover' })).toBeInTheDocument();
  });
});
