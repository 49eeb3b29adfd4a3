import type { createTestApp } from '../../test/testApp.js';
import { customerOf } from '../buyers/buyers.testkit.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A new draft negotiation of the representative's first customer, written straight to the table. */
export async function negotiationOf(t: TestApp, userName: string) {
  const customer = await customerOf(t, userName);
  const { rows } = await t.db.query<{ id: number }>(
    `insert into negotiations (customer_id, representative_id, type_of_funds, type_of_payment, reason,
                               first_period, last_period, destination_state)
     select c.id, c.representative_id, 'VPC', 'BOLETO', 'Teste', '2026-01-01', '2026-03-31', 'SP'
       from customers c where c.id = $1 returning id`,
    [customer],
  );
  return Number(rows[0]!.id);
}
