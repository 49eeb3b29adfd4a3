import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { fieldErrors } from '../validators/issues.js';
import { bankAccounts, companies, resourceSchema } from '../resources/index.js';
import { normalizeBankNumber } from './model.js';

describe('company and bank account validation', () => {
  const companyBaseSchema = resourceSchema(companies, 'body');
  it('keeps a valid company with its CNPJ as digits and optional fields empty', () => {
    const r = companyBaseSchema.parse({
      code: 'MTZ-001',
      cnpj: '11.222.333/0001-81',
      corporateName: ' Comercial Andrade Ltda ',
    });
    expect(r).toMatchObject({ cnpj: '11222333000181', corporateName: 'Comercial Andrade Ltda', email: '' });
  });

  it('names each wrong company field in pt-BR', () => {
    const r = companyBaseSchema.safeParse({
      code: 'a b',
      cnpj: '11.222.333/0001-80',
      corporateName: '',
      email: 'sem-arroba',
      phone: '123',
      stateRegistration: 'abc',
    });
    expect(fieldErrors(r)).toEqual({
      code: MSG.companyCodeInvalid,
      cnpj: MSG.invalidCnpj,
      corporateName: MSG.required,
      email: MSG.invalidEmail,
      phone: MSG.invalidPhone,
      stateRegistration: MSG.invalidStateRegistration,
    });
  });

  it("checks a bank account's code digits, agency and account with optional check digits", () => {
    const bankAccountFormSchema = resourceSchema(bankAccounts, 'form');
    expect(
      bankAccountFormSchema.parse({
        companyId: '7',
        bankCode: '341',
        bankName: 'Itaú',
        agencyCode: '1234',
        accountCode: '12345 x',
      }),
    ).toEqual({
      companyId: '7',
      bankCode: '341',
      bankName: 'Itaú',
      agencyCode: '1234',
      accountCode: '12345-X',
    });
    const bad = bankAccountFormSchema.safeParse({
      companyId: '7',
      bankCode: '34',
      bankName: ' ',
      agencyCode: '123456',
      accountCode: '12-34-5',
    });
    expect(fieldErrors(bad)).toEqual({
      bankCode: 'Código do banco deve conter 3 dígitos',
      bankName: MSG.required,
      agencyCode: MSG.invalidAgency,
      accountCode: MSG.invalidAccount,
    });
    expect(normalizeBankNumber('0001.7')).toBe('0001-7');
    expect(normalizeBankNumber('00017')).toBe('00017');
  });
});
