import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RESOURCES, resourceSchema } from '../resources/index.js';
import * as customerFields from './customerFields.js';
import * as fields from './fields.js';
import { createUserSchema, editUserSchema } from './fields.js';

/** zod's own texts, all English: 'Invalid input: expected string, received null', 'Too big: …'. */
const ENGLISH = /\b(invalid|expected|received|too (big|small)|unrecognized|must|should|required)\b/i;

const BAD: unknown[] = [undefined, null, '', 0, -1, 1.5, 'x', 'x'.repeat(5000), true, {}, [], [null]];

/** Every message `schema` gives for wrong inputs: each bad value alone, and in every key of an object. */
function messages(schema: z.ZodType): string[] {
  const out: string[] = [];
  const collect = (input: unknown) => {
    const r = schema.safeParse(input);
    if (!r.success) out.push(...r.error.issues.map((i) => i.message));
  };
  BAD.forEach(collect);
  if (schema instanceof z.ZodObject) {
    const keys = Object.keys(schema.shape);
    for (const bad of BAD) collect(Object.fromEntries(keys.map((k) => [k, bad])));
    collect({ unexpected: 1 });
  }
  return out;
}

/** The zod schemas a module exports, factories called with their defaults. */
function schemasOf(module: Record<string, unknown>): [string, z.ZodType][] {
  return Object.entries(module).flatMap(([name, v]): [string, z.ZodType][] => {
    if (v instanceof z.ZodType) return [[name, v]];
    if (typeof v === 'function') {
      try {
        const made = (v as () => unknown)();
        return made instanceof z.ZodType ? [[`${name}()`, made]] : [];
      } catch {
        return [];
      }
    }
    return [];
  });
}

describe('validation texts', () => {
  const all = [
    ...schemasOf(fields),
    ...schemasOf(customerFields),
    ...RESOURCES.flatMap((def) =>
      (['form', 'body'] as const).map((side): [string, z.ZodType] => [
        `${def.name} ${side}`,
        resourceSchema(def, side),
      ]),
    ),
  ];

  it('no schema of any form or body ever answers in English', () => {
    expect(all.length).toBeGreaterThan(30);
    for (const [name, schema] of all)
      for (const m of messages(schema)) {
        expect(m, name).not.toMatch(ENGLISH);
        expect(m.trim(), name).not.toBe('');
      }
  });

  it('a check without its own text speaks pt-BR, from the catalogue', () => {
    expect(z.string().safeParse(null).error!.issues[0]!.message).toBe('Este é um campo obrigatório');
    expect(z.number().safeParse('x').error!.issues[0]!.message).toBe('Valor precisa ser um número');
    expect(z.enum(['A', 'B']).safeParse('C').error!.issues[0]!.message).toBe('O valor não é válido');
    expect(z.string().max(3).safeParse('abcd').error!.issues[0]!.message).toBe('Máximo de 3 caracteres');
    expect(z.strictObject({}).safeParse({ x: 1 }).error!.issues[0]!.message).toBe('Campo não reconhecido: x');
  });

  it('an optional field accepts null: a user without a phone can be saved', () => {
    const user = { name: 'Maria Souza', email: 'maria@exemplo.com.br' };
    for (const phone of [null, undefined, ''])
      expect(editUserSchema.safeParse({ ...user, phone }).success, String(phone)).toBe(true);
    expect(
      createUserSchema.safeParse({ ...user, phone: null, userName: 'maria', password: 'Vento-Azul-27' })
        .success,
    ).toBe(true);
    expect(editUserSchema.safeParse({ ...user, phone: '123' }).error!.issues[0]!.message).toBe(
      'Telefone inválido',
    );
  });
});
