import { describe, expect, it } from 'vitest';
import { formatValue } from './formatValue';

describe('history values', () => {
  it('reads as a person would', () => {
    expect(formatValue(true)).toBe('Sim');
    expect(formatValue(null)).toBe('—');
    expect(formatValue([])).toBe('—');
    expect(
      formatValue([
        { id: 1, name: 'Administrador' },
        { id: 2, name: 'Gerente Regional' },
      ]),
    ).toBe('Administrador, Gerente Regional');
    expect(formatValue([{ module: 'PEDIDOS', permissions: ['VISUALIZAR', 'EDITAR'] }])).toBe(
      'PEDIDOS (VISUALIZAR, EDITAR)',
    );
    expect(formatValue('11999998888')).toBe('11999998888');
  });
});
