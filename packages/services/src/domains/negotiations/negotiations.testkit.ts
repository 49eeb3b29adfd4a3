import { businessDay } from '@balcao/schema';
import type { createTestApp } from '../../test/testApp.js';
import { customerOf } from '../buyers/buyers.testkit.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A draft negotiation of the representative's first customer, written straight to the table; with
 * `reason`, the one of that reason when there is one, so that a test's records share their parent.
 */
export async function negotiationOf(t: TestApp, userName: string, reason?: string) {
  if (reason) {
    const { rows } = await t.db.query<{ id: number }>(
      'select id from negotiations where reason = $1 order by id limit 1',
      [reason],
    );
    if (rows[0]) return Number(rows[0].id);
  }
  const customer = await customerOf(t, userName);
  const { rows } = await t.db.query<{ id: number }>(
    `insert into negotiations (customer_id, representative_id, type_of_funds, type_of_payment, reason,
                               first_period, last_period, destination_state, issue_date)
     select c.id, c.representative_id, 'VPC', 'BOLETO', $2, '2026-01-01', '2026-03-31', 'SP', $3::date
       from customers c where c.id = $1 returning id`,
    [customer, reason ?? 'Teste', businessDay()],
  );
  return Number(rows[0]!.id);
}
