import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '../messages.js';
import {
  cep,
  changePasswordSchema,
  cnpj,
  cpf,
  date,
  dateRange,
  money,
  percent,
  phone,
  positiveMoney,
  requiredOr,
  requiredText,
} from './fields.js';
import {
  compareDecimal,
  decimalToText,
  formatDateBr,
  maskDate,
  maskDateTime,
  formatDateTimeInput,
  parseDateTimeBr,
  maskMoney,
  maskPercent,
  parseDateBr,
  toDecimalString,
} from './index.js';

const firstError = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('money as a decimal string', () => {
  it('masks from the right with . thousands and , decimals', () => {
    expect(maskMoney('1')).toBe('0,01');
    expect(maskMoney('123456')).toBe('1.234,56');
    expect(maskMoney('R$ 1.234,567')).toBe('12.345,67');
    expect(maskMoney('000')).toBe('');
    expect(maskMoney('123456789012345678')).toBe('1.234.567.890.123,45');
  });
  it('keeps amounts exact, beyond what a float holds', () => {
    expect(toDecimalString('9.007.199.254.740.993,99')).toBe('9007199254740993.99');
    expect(money.parse('R$ 0,10')).toBe('0.10');
    expect(money.parse('1.234,5')).toBe('1234.50');
    expect(money.parse('1234.56')).toBe('1234.56');
    expect(decimalToText('1234.5')).toBe('1.234,50');
    expect(decimalToText(null)).toBe('');
  });
  it('refuses what is not an amount, with the spec texts', () => {
    expect(firstError(money.safeParse(''))).toBe(MSG.required);
    expect(firstError(money.safeParse('12,345'))).toBe(MSG.numberRequired);
    expect(firstError(money.safeParse('abc'))).toBe(MSG.numberRequired);
    expect(firstError(positiveMoney.safeParse('0,00'))).toBe(MSG.greaterThanZero);
    expect(positiveMoney.parse('0,01')).toBe('0.01');
  });
  it('masking then reading gives back the typed cents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n - 1n }), (cents) => {
        const text = maskMoney(String(cents));
        const d = toDecimalString(text)!;
        expect(BigInt(d.replace('.', ''))).toBe(cents);
        expect(decimalToText(d)).toBe(text);
      }),
    );
  });
  it('compares exactly', () => {
    expect(compareDecimal('0.30', '0.30')).toBe(0);
    expect(compareDecimal('100.01', '100.00')).toBe(1);
  });
});

describe('percent', () => {
  it('has 2 decimals and stays within 0 to 100', () => {
    expect(maskPercent('1250')).toBe('12,50');
    expect(maskPercent('5')).toBe('0,05');
    expect(percent.parse('12,5')).toBe('12.50');
    expect(percent.parse('100,00')).toBe('100.00');
    expect(firstError(percent.safeParse('100,01'))).toBe(MSG.invalidPercent);
    expect(firstError(percent.safeParse('1,234'))).toBe(MSG.invalidPercent);
  });
});

describe('dates DD/MM/YYYY', () => {
  it('masks while typing and reads real days only', () => {
    expect(maskDate('3')).toBe('3');
    expect(maskDate('3112')).toBe('31/12');
    expect(maskDate('311220269')).toBe('31/12/2026');
    expect(parseDateBr('29/02/2024')).toBe('2024-02-29');
    expect(parseDateBr('29/02/2026')).toBeNull();
    expect(parseDateBr('31/04/2026')).toBeNull();
    expect(parseDateBr('2026-04-30')).toBe('2026-04-30');
    expect(formatDateBr('2026-04-30T10:00:00Z')).toBe('30/04/2026');
    expect(date.parse('01/02/2026')).toBe('2026-02-01');
    expect(firstError(date.safeParse('32/01/2026'))).toBe(MSG.invalidDate);
  });
  it('masks and reads a day with its time, DD/MM/YYYY HH:mm', () => {
    expect(maskDateTime('311220261')).toBe('31/12/2026 1');
    expect(maskDateTime('3112202614305')).toBe('31/12/2026 14:30');
    expect(parseDateTimeBr('31/12/2026 14:30')).toBe('2026-12-31T14:30');
    expect(parseDateTimeBr('2026-12-31T14:30')).toBe('2026-12-31T14:30');
    expect(parseDateTimeBr('31/12/2026 24:00')).toBeNull();
    expect(parseDateTimeBr('31/12/2026 10:60')).toBeNull();
    expect(parseDateTimeBr('30/02/2026 10:00')).toBeNull();
    expect(parseDateTimeBr('31/12/2026')).toBeNull();
    expect(formatDateTimeInput('2026-12-31T14:30')).toBe('31/12/2026 14:30');
  });
  it('needs both ends, the end not before the start', () => {
    expect(dateRange.parse({ from: '01/01/2026', to: '01/01/2026' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    const before = dateRange.safeParse({ from: '02/01/2026', to: '01/01/2026' });
    expect(before.error!.issues[0]).toMatchObject({ message: MSG.endBeforeStart, path: ['to'] });
    const missing = dateRange.safeParse({ from: '02/01/2026', to: '' });
    expect(missing.error!.issues[0]).toMatchObject({ message: MSG.required, path: ['to'] });
  });
  it('orders any two real days the way the calendar does', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (a, b) => {
          const br = (d: Date) => formatDateBr(d.toISOString());
          const ok = dateRange.safeParse({ from: br(a), to: br(b) }).success;
          expect(ok).toBe(br(b).split('/').reverse().join('') >= br(a).split('/').reverse().join(''));
        },
      ),
    );
  });
});

describe('documents and text through the zod fields', () => {
  it('keeps digits only and names the invalid ones', () => {
    expect(cpf.parse('529.982.247-25')).toBe('52998224725');
    expect(firstError(cpf.safeParse('529.982.247-24'))).toBe(MSG.invalidCpf);
    expect(cnpj.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(firstError(cnpj.safeParse('11.222.333/0001-80'))).toBe(MSG.invalidCnpj);
    expect(cep.parse('01310-100')).toBe('01310100');
    expect(firstError(cep.safeParse('0131-100'))).toBe(MSG.invalidCep);
    expect(phone.parse('(11) 98765-4321')).toBe('11987654321');
    expect(firstError(phone.safeParse('(11) 9876'))).toBe(MSG.invalidPhone);
  });
  it('trims text and applies the default 100 characters', () => {
    expect(requiredText().parse('  Ana  ')).toBe('Ana');
    expect(firstError(requiredText().safeParse('   '))).toBe(MSG.required);
    expect(firstError(requiredText().safeParse('x'.repeat(101)))).toBe(MSG.maxLength(100));
  });
});

describe('requiredOr', () => {
  it('says required only when nothing was sent, and invalid for a value outside the choices', () => {
    const kind = z.enum(['PF', 'PJ'], requiredOr());
    expect(kind.safeParse(undefined).error!.issues[0]!.message).toBe(MSG.required);
    expect(kind.safeParse('').error!.issues[0]!.message).toBe(MSG.required);
    expect(kind.safeParse('XX').error!.issues[0]!.message).toBe(MSG.invalidValue);
    expect(requiredText().safeParse(42).error!.issues[0]!.message).toBe(MSG.invalidValue);
  });
});

describe('password change', () => {
  it("tells a confirmation that differs with the spec's words, on the confirmation", () => {
    const r = changePasswordSchema.safeParse({
      currentPassword: 'x',
      password: 'Nova@2026x',
      confirm: 'Nova@2026y',
    });
    expect(r.error!.issues.find((i) => i.path[0] === 'confirm')?.message).toBe('Os campos não correspondem');
  });
});
