import { describe, expect, it } from 'vitest';
import { customerDisplay } from './customers.js';

describe("a customer's values as people read them (history, conflict notices)", () => {
  it('masks phones and documents, labels codes, formats money and days, and leaves the rest', () => {
    expect(customerDisplay('commercialPhone', '11987654321')).toBe('(11) 98765-4321');
    expect(customerDisplay('cnpj', '12345678000190')).toBe('12.345.678/0001-90');
    expect(customerDisplay('status', 'IN_APPROVAL')).toBe('Em aprovação');
    expect(customerDisplay('personType', 'PJ')).toBe('Pessoa jurídica');
    expect(customerDisplay('suggestedLimit', '1234.5')).toBe('R$ 1.234,50');
    expect(customerDisplay('implantationDate', '2026-11-28')).toBe('28/11/2026');
    expect(customerDisplay('corporateName', 'Loja Primavera')).toBe('Loja Primavera');
    expect(customerDisplay('billingPhone', null)).toBeNull();
  });
});
