import { cpfOf } from '../../seed/customers.seed.js';
import type { createTestApp } from '../../test/testApp.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** CPFs no seed uses (the demo buyers' start at 200.000.000-…). */
export const testCpf = (n: number) => cpfOf(900_000_000 + n);

export const newBuyer = (customerId: number, cpf: string, extra: object = {}) => ({
  customerId,
  name: 'Joana Teste Compras',
  cpf,
  email: 'joana.teste@cliente.com.br',
  phone: '(11) 98765-4321',
  position: 'Gerente de compras',
  main: false,
  notes: '',
  ...extra,
});

/** One customer represented by `userName` (its lowest id). */
export async function customerOf(t: TestApp, userName: string) {
  const { rows } = await t.db.query<{ id: number }>(
    `select c.id from customers c join users u on u.id = c.representative_id
      where u.user_name = $1 order by c.id limit 1`,
    [userName],
  );
  return Number(rows[0]!.id);
}
