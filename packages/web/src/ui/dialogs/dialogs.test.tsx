import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../form';
import { ConfirmDialog, YesNoDialog } from './index';

function Confirm({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      isOpen={open}
      title="Salvar perfil"
      onCancel={() => setOpen(false)}
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
    >
      Salvar as alterações?
    </ConfirmDialog>
  );
}

describe('dialogs', () => {
  it('confirm: CANCELAR and SALVAR; a closed dialog leaves the page after 300 ms', () => {
    vi.useFakeTimers();
    try {
      const onConfirm = vi.fn();
      render(<Confirm onConfirm={onConfirm} />);
      expect(screen.getByRole('alertdialog', { name: 'Salvar perfil' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'CANCELAR' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
      expect(onConfirm).toHaveBeenCalledOnce();
      act(() => vi.advanceTimersByTime(250));
      expect(screen.queryByText('Salvar as alterações?')).not.toBeNull();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.queryByText('Salvar as alterações?')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('yes/no: SIM and NÃO answer', () => {
    const onAnswer = vi.fn();
    render(
      <YesNoDialog isOpen title="Excluir" onAnswer={onAnswer}>
        Excluir o registro?
      </YesNoDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'NÃO' }));
    fireEvent.click(screen.getByRole('button', { name: 'SIM' }));
    expect(onAnswer.mock.calls).toEqual([[false], [true]]);
  });

  it('icon buttons act once per 200 ms', () => {
    vi.useFakeTimers();
    try {
      const onClick = vi.fn();
      render(<IconButton icon="trash" label="Excluir" onClick={onClick} />);
      const b = screen.getByRole('button', { name: 'Excluir' });
      fireEvent.click(b);
      fireEvent.click(b);
      act(() => vi.advanceTimersByTime(100));
      fireEvent.click(b);
      expect(onClick).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(250));
      fireEvent.click(b);
      expect(onClick).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
