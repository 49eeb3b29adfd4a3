import { describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { customerOf } from '../buyers/buyers.testkit.js';
import { orderOf } from '../orders/orders.testkit.js';
import { budgetOf } from './financial.testkit.js';

const PROFILES = ['admin', 'financeiro', 'aprovador', 'vendedor'] as const;
const { t, call } = testAppWith([...PROFILES, 'ralmeida', 'semperfil']);
type Who = (typeof PROFILES)[number];

/** A route, a body maker, and the status each demo profile gets (spec/02 §6 roles, profiles.seed.ts). */
type Route = {
  method: 'GET' | 'POST';
  url: () => Promise<string>;
  body?: () => Promise<object>;
  expect: Record<Who, number>;
};

const ALL_OK = (status: number) => ({ admin: status, financeiro: status });
const routes: Record<string, Route> = {
  'list budgets': {
    method: 'GET',
    url: async () => '/services/budgets',
    expect: { ...ALL_OK(200), aprovador: 403, vendedor: 403 },
  },
  'create a budget': {
    method: 'POST',
    url: async () => '/services/budgets',
    body: async () => ({
      description: 'Verba da matriz de perfis',
      category: 'FLOW',
      customerId: null,
      value: '10.00',
    }),
    expect: { ...ALL_OK(201), aprovador: 403, vendedor: 403 },
  },
  'credit a budget': {
    method: 'POST',
    url: async () => '/services/budget-movements',
    body: async () => ({
      budgetId: await budgetOf(t, 'Verba da matriz'),
      kind: 'CREDIT',
      value: '1.00',
      customerId: null,
      description: '',
    }),
    expect: { ...ALL_OK(201), aprovador: 403, vendedor: 403 },
  },
  'budget balances': {
    method: 'GET',
    url: async () => '/services/budgets/balances',
    expect: { ...ALL_OK(200), aprovador: 403, vendedor: 403 },
  },
  'list NDs': {
    method: 'GET',
    url: async () => '/services/debit-notes',
    expect: { ...ALL_OK(200), aprovador: 200, vendedor: 200 },
  },
  'issue an ND': {
    method: 'POST',
    url: async () => '/services/debit-notes',
    body: async () => ({
      orderId: await orderOf(t, 'vendedor'),
      issueDate: '2026-03-01',
      value: '10.00',
      description: '',
    }),
    expect: { ...ALL_OK(201), aprovador: 403, vendedor: 403 },
  },
  'list VPC requests': {
    method: 'GET',
    url: async () => '/services/vpc-requests',
    expect: { ...ALL_OK(200), aprovador: 200, vendedor: 200 },
  },
  'request a VPC': {
    method: 'POST',
    url: async () => '/services/vpc-requests',
    body: async () => ({
      customerId: await customerOf(t, 'vendedor'),
      value: '10.00',
      firstPeriod: '2026-03-01',
      lastPeriod: '2026-03-31',
      description: '',
      debitNoteIds: [],
      budgetId: null,
    }),
    expect: { ...ALL_OK(201), aprovador: 403, vendedor: 403 },
  },
  'VPC cost': {
    method: 'GET',
    url: async () => '/services/vpc-requests/costs',
    expect: { ...ALL_OK(200), aprovador: 200, vendedor: 403 },
  },
  'VPC customers': {
    method: 'GET',
    url: async () => '/services/vpc-requests/customers',
    expect: { ...ALL_OK(200), aprovador: 200, vendedor: 200 },
  },
  'send a VPC request': {
    method: 'POST',
    url: async () => `/services/vpc-requests/${await draftVpc()}/send`,
    expect: { ...ALL_OK(200), aprovador: 403, vendedor: 403 },
  },
  'cancel a VPC request': {
    method: 'POST',
    url: async () => `/services/vpc-requests/${await draftVpc()}/cancel`,
    expect: { ...ALL_OK(200), aprovador: 403, vendedor: 403 },
  },
};

async function draftVpc() {
  const { rows } = await t.db.query<{ id: number }>(
    `insert into vpc_requests (customer_id, value, first_period, last_period) values ($1, 10, '2026-03-01', '2026-03-31') returning id`,
    [await customerOf(t, 'vendedor')],
  );
  return Number(rows[0]!.id);
}

describe('financial routes: module × action for every demo profile, then record access', () => {
  it.each(Object.entries(routes))('%s', async (_name, r) => {
    for (const who of PROFILES) {
      const res = await call(who, r.method, await r.url(), r.body && (await r.body()));
      expect([who, res.statusCode], res.body).toEqual([who, r.expect[who]]);
      if (res.statusCode === 403) expect(res.json().message).toBe(MSG.noPermission);
    }
    expect((await call('semperfil', r.method, await r.url(), r.body && (await r.body()))).statusCode).toBe(
      403,
    );
  });

  it("a representative sees only his customers' NDs and VPC requests; finance sees every customer's", async () => {
    const theirs = await customerOf(t, 'ralmeida');
    const { rows } = await t.db.query<{ id: number }>(
      `insert into vpc_requests (customer_id, value, first_period, last_period) values ($1, 10, '2026-03-01', '2026-03-31') returning id`,
      [theirs],
    );
    const id = Number(rows[0]!.id);
    expect((await call('vendedor', 'GET', `/services/vpc-requests/${id}`)).json().message).toBe(
      MSG.noClientAccess,
    );
    expect((await call('ralmeida', 'GET', `/services/vpc-requests/${id}`)).statusCode).toBe(200);
    expect((await call('financeiro', 'GET', `/services/vpc-requests/${id}`)).statusCode).toBe(200);
    const listed = (await call('vendedor', 'GET', '/services/vpc-requests?pageSize=100')).json();
    expect(listed.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    const mine = (await call('vendedor', 'GET', '/services/vpc-requests/customers?pageSize=1000')).json();
    expect(mine.rows.map((c: { id: number }) => Number(c.id))).not.toContain(theirs);
  });
});
