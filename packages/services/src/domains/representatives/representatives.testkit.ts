import type { createTestApp } from '../../test/testApp.js';
import { cnpjOf } from '../../seed/customers.seed.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let serial = 0;

/**
 * A new pre-registered representative (a company) managed by `manager`, written straight to the
 * table: the parent a test's parameters or contract hang under.
 */
export async function representativeOf(t: TestApp, manager = 'admin', user: string | null = null) {
  const n = ++serial;
  const { rows } = await t.db.query<{ id: number }>(
    `insert into representatives (name, person_type, cnpj, representative_type, representative_group, email,
                                  regional_manager_id, user_id)
     select $1, 'PJ', $2, 'COMERCIAL', 'VAREJO', 'teste@representante.com.br',
            (select id from users where user_name = $3), (select id from users where user_name = $4)
     returning id`,
    [`Representante de teste ${n}`, cnpjOf(95_000_000 + n, 1), manager, user],
  );
  return Number(rows[0]!.id);
}

/** The representative a demo user signs in as (his own record). */
export async function representativeOfUser(t: TestApp, user: string) {
  const { rows } = await t.db.query<{ id: number }>(
    'select r.id from representatives r join users u on u.id = r.user_id where u.user_name = $1',
    [user],
  );
  return Number(rows[0]!.id);
}
