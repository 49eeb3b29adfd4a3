import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_WORKFLOW } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { HttpError } from '../../errors.js';
import { beforeExecutionStart } from '../workflows/hooks.js';
import { newCustomer, vendedorBranch } from './customers.testkit.js';

// A pre-registration, its history and its approval are written as one: when the approval cannot
// start (here a record hook that fails, as a crash would), the user is told it failed and nothing
// of it is left behind.
let failStart = false;
beforeExecutionStart(CUSTOMER_WORKFLOW, async () => {
  if (failStart) throw new HttpError(503, 'UNAVAILABLE', 'falha simulada');
});

const { t, call } = testAppWith(['vendedor']);
let companyId = 0;
beforeAll(async () => {
  companyId = Number(
    (await t.db.query<{ id: number }>('select id from companies where cnpj = $1', [vendedorBranch(1)]))
      .rows[0]!.id,
  );
});

const count = async (sql: string) => Number((await t.db.query<{ n: number }>(sql)).rows[0]!.n);
const snapshot = async () => ({
  customers: await count('select count(*)::int as n from customers'),
  executions: await count('select count(*)::int as n from workflow_executions'),
  history: await count("select count(*)::int as n from audit_log where entity = 'customer'"),
});

describe('creating a customer', () => {
  it('leaves no customer, execution or history when its approval fails to start', async () => {
    const before = await snapshot();
    failStart = true;
    const res = await call(
      'vendedor',
      'POST',
      '/services/customers/upsert',
      newCustomer(companyId, vendedorBranch(70)),
    );
    failStart = false;
    expect(res.statusCode).toBe(503);
    expect(await snapshot()).toEqual(before);

    const ok = await call(
      'vendedor',
      'POST',
      '/services/customers/upsert',
      newCustomer(companyId, vendedorBranch(70)),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ status: 'IN_APPROVAL' });
    expect(ok.json().executionWorkflowId).toBeGreaterThan(0);
  });
});
