import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LookupField } from './LookupField';

function Field({ onLookup, error }: { onLookup: () => void; error?: string }) {
  const [value, setValue] = useState('');
  const field = { id: 'code', label: 'Código da ND', placeholder: 'ND-000001', hint: 'Digite o código.' };
  const button = { text: 'VALIDAR ND', icon: 'tick' } as const;
  return (
    <LookupField {...field} {...{ value, onLookup, error, button }} onChange={setValue} loading={false} />
  );
}

describe('LookupField', () => {
  it('looks up from its button or Enter, once there is text; its hint below', () => {
    const onLookup = vi.fn();
    render(<Field onLookup={onLookup} />);
    const button = screen.getByRole('button', { name: 'VALIDAR ND' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Digite o código.')).toBeInTheDocument();
    const input = screen.getByLabelText('Código da ND');
    fireEvent.change(input, { target: { value: 'ND-000001' } });
    expect(button).toBeEnabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(button);
    expect(onLookup).toHaveBeenCalledTimes(2);
  });

  it('its error in place of the hint', () => {
    render(<Field onLookup={vi.fn()} error="ND não encontrada." />);
    expect(screen.getByText('ND não encontrada.')).toBeInTheDocument();
    expect(screen.queryByText('Digite o código.')).not.toBeInTheDocument();
  });
});
