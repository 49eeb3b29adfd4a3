import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { BUYER_MSG } from './model.js';
import { buyerBaseSchema, buyerFormSchema } from './forms.js';

const fieldErrors = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('buyer validation', () => {
  it('keeps CPF and phone as digits, trims text and leaves optional fields empty', () => {
    expect(
      buyerBaseSchema.parse({
        name: ' Joana Compras ',
        cpf: '529.982.247-25',
        email: 'joana@cliente.com.br',
        phone: '(11) 98765-4321',
      }),
    ).toEqual({
      name: 'Joana Compras',
      cpf: '52998224725',
      email: 'joana@cliente.com.br',
      phone: '11987654321',
      position: '',
      main: false,
      notes: '',
    });
  });

  it('names each wrong field in pt-BR, the customer included', () => {
    const r = buyerFormSchema.safeParse({
      customerId: '',
      name: '',
      cpf: '529.982.247-24',
      email: 'sem-arroba',
      phone: '123',
      position: 'x'.repeat(61),
      notes: 'y'.repeat(501),
    });
    expect(fieldErrors(r)).toEqual({
      customerId: BUYER_MSG.customerRequired,
      name: MSG.required,
      cpf: MSG.invalidCpf,
      email: MSG.invalidEmail,
      phone: MSG.invalidPhone,
      position: MSG.maxLength(60),
      notes: MSG.maxLength(500),
    });
    expect(fieldErrors(buyerBaseSchema.safeParse({ name: 'A', cpf: '', email: '' }))).toEqual({
      cpf: MSG.required,
      email: MSG.required,
    });
  });
});
