import { describe, expect, it } from 'vitest';
import { customerSchema } from '@balcao/schema/customerFields';
import { toFormValues, toInput, type Customer } from './customerValues';

describe('customer form values', () => {
  it('shows a saved customer masked and sends it back normalized', () => {
    const saved = {
      personType: 'PJ',
      companyId: '7',
      cnpj: '11222333010144',
      corporateName: 'Eletro Aurora Ltda',
      shortName: 'Aurora',
      commercialPhone: '11987654321',
      cep: '01310100',
      suggestedLimit: '250000.00',
      implantationDate: '2020-02-10',
      employees: 12,
      receivesNfe: true,
    } as unknown as Customer;
    const form = toFormValues(saved);
    expect(form).toMatchObject({
      cnpj: '11.222.333/0101-44',
      commercialPhone: '(11) 98765-4321',
      cep: '01310-100',
      suggestedLimit: '250.000,00',
      implantationDate: '10/02/2020',
      employees: '12',
      receivesNfe: true,
      issuesBankSlip: false,
    });
    const input = toInput(customerSchema.parse(form));
    expect(input).toMatchObject({
      companyId: '7',
      cnpj: '11222333010144',
      commercialPhone: '11987654321',
      suggestedLimit: '250000.00',
      implantationDate: '2020-02-10',
      employees: '12',
      site: null,
    });
  });

  it('a new customer is a company with every flag off, and its required fields are named', () => {
    const form = toFormValues(null);
    expect(form.personType).toBe('PJ');
    expect(customerSchema.safeParse(form).error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['corporateName', 'shortName', 'cnpj']),
    );
  });
});

describe('customer field messages', () => {
  it('a wrong optional value keeps its own message', () => {
    const r = customerSchema.safeParse({ ...toFormValues(null), cnpj: '11.222.333/0101-00' });
    expect(r.error?.issues.find((i) => i.path[0] === 'cnpj')?.message).toBe('CNPJ inválido');
  });
});
