import { afterAll, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '@balcao/schema';
import { createTestApp } from '../test/testApp.js';
import { seedCustomers } from './customers.seed.js';

const t = await createTestApp({ seed: false });
afterAll(() => t.close());

it('the demo book: ~3,000 customers with valid documents in bulk, and seeding twice adds nothing', async () => {
  const { seedDemo } = await import('./seed.js');
  await seedDemo(t.db);
  const count = async () =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from customers')).rows[0]!.n;
  expect(await count()).toBeGreaterThan(200);
  // Everything that refers to them (buyers, negotiations…) goes with them.
  await t.db.query('truncate customers, companies cascade');
  const started = Date.now();
  await seedCustomers(t.db, 600);
  expect(Date.now() - started).toBeLessThan(15_000);
  const full = await count();
  expect(full).toBeGreaterThan(2900);
  await seedCustomers(t.db, 600);
  expect(await count()).toBe(full);
  const docs = await t.db.query<{ cnpj: string | null; cpf: string | null }>(
    'select cnpj, cpf from customers',
  );
  expect(docs.rows.every((r) => (r.cnpj ? isValidCnpj(r.cnpj) : isValidCpf(r.cpf!)))).toBe(true);
  const companies = await t.db.query<{ cnpj: string }>('select cnpj from companies');
  expect(companies.rows.every((r) => isValidCnpj(r.cnpj))).toBe(true);
});
