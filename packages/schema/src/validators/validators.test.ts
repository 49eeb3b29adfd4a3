import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { dateRange, editUserSchema, numberValue } from './fields.js';
import {
  formatDateTime,
  formatMoney,
  formatPercent,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  parseMoney,
  recordNumberOf,
} from './index.js';

const dv = (digits: number[], weights: number[]) => {
  const r = digits.reduce((a, d, i) => a + d * weights[i]!, 0) % 11;
  return r < 2 ? 0 : 11 - r;
};

describe('documents', () => {
  it('accepts real CPFs and CNPJs and refuses wrong check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
  });
  it('generated CPFs pass and a changed check digit fails', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (base) => {
        fc.pre(!base.every((d) => d === base[0]));
        const d1 = dv(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
        const d2 = dv([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
        expect(isValidCpf([...base, d1, d2].join(''))).toBe(true);
        expect(isValidCpf([...base, d1, (d2 + 1) % 10].join(''))).toBe(false);
      }),
    );
  });
  it('checks CEP', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('0131-100')).toBe(false);
  });
});

describe('masks and formats', () => {
  it('masks phones by length', () => {
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('113333')).toBe('(11) 3333');
  });
  it('formats money, percent and dates the pt-BR way', () => {
    expect(formatMoney(1234.56)).toBe('R$ 1.234,56');
    expect(formatPercent(12.345)).toBe('12,35%');
    expect(parseMoney('1.234,56')).toBe(1234.56);
    expect(formatDateTime('2026-01-02T15:04:05Z')).toBe('02/01/2026 12:04:05');
  });
  it("writes a record's number as its prefix and the id in six digits", () => {
    expect(recordNumberOf('PED')(12)).toBe('PED-000012');
    expect(recordNumberOf('ND')('1234567')).toBe('ND-1234567');
  });
});

describe('schemas', () => {
  it('reports the spec texts', () => {
    const r = editUserSchema.safeParse({ name: '  ', email: 'x'.repeat(61), phone: '' });
    expect(r.success).toBe(false);
    const msgs = r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(msgs).toContain(`name:${MSG.required}`);
    expect(msgs).toContain(`email:${MSG.maxLength(60)}`);
    expect(
      editUserSchema.safeParse({ name: 'n'.repeat(101), email: 'a@b.co' }).error!.issues[0]!.message,
    ).toBe(MSG.maxLength(100));
    expect(dateRange.safeParse({ from: '2026-02-01', to: '2026-01-01' }).error!.issues[0]!.message).toBe(
      MSG.endBeforeStart,
    );
    expect(numberValue.safeParse('abc').error!.issues[0]!.message).toBe(MSG.numberRequired);
  });
});

describe('document masks while typing', () => {
  it('masks CPF, CNPJ and CEP progressively and ignores extra digits', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-2599')).toBe('529.982.247-25');
    expect(formatCnpj('11222')).toBe('11.222');
    expect(formatCnpj('112223330001')).toBe('11.222.333/0001');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCep('01310')).toBe('01310');
    expect(formatCep('01310100')).toBe('01310-100');
  });
});
