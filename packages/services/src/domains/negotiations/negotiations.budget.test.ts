import { beforeAll, describe, expect, it } from 'vitest';
import { FINANCIAL_MSG, MSG, NEGOTIATION_WORKFLOW } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { recordWorkflow } from '../../test/recordWorkflow.js';
import { customerOf } from '../buyers/buyers.testkit.js';
import { budgetOf } from '../financial/financial.testkit.js';
import { pricedCustomerOfVendedor } from './negotiations.testkit.js';

const { t, call } = testAppWith(['vendedor', 'aprovador', 'ralmeida', 'financeiro']);
let customerId = 0;
let products: number[] = [];
const { answer } = recordWorkflow((...args) => call(...args), NEGOTIATION_WORKFLOW);

beforeAll(async () => {
  ({ customerId, products } = await pricedCustomerOfVendedor(t.db, 'NEGB-T'));
});

const HEADER = {
  typeOfFunds: 'VPC',
  typeOfPayment: 'BOLETO',
  reason: 'Ação com verba',
  firstPeriod: '2026-11-01',
  lastPeriod: '2026-12-31',
  destinationState: 'SP',
};
const save = (body: object) =>
  call('vendedor', 'POST', '/services/negotiations', { ...HEADER, customerId, ...body });

/** A deal of vendedor's spending `valueBudget` from the budget, with one item, sent to approval. */
async function sentDeal(budgetId: number, valueBudget: string) {
  const res = await save({ budgetId, valueBudget });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json() as { id: number };
  const item = await call('vendedor', 'POST', '/services/negotiation-items', {
    negotiationId: id,
    productId: products[2],
    negotiatedQuantity: 1,
    negotiatedPriceWithoutIpi: '19.99',
  });
  expect(item.statusCode, item.body).toBe(201);
  return { id, send: () => call('vendedor', 'POST', `/services/negotiations/${id}/send`) };
}
const balanceOf = async (budgetId: number) =>
  (await t.db.query<{ b: string }>('select balance::text as b from budgets where id = $1', [budgetId]))
    .rows[0]!.b;

describe('a negotiation spending from a budget', () => {
  it('names an active budget for any customer or its own, with a value; the choices are those', async () => {
    const any = await budgetOf(t, 'Verba de negociações', '1000.00');
    const { rows } = await t.db.query<{ id: number }>(
      `insert into budgets (description, category, customer_id, value, balance) values ('Outro cliente', 'FLOW', $1, 10, 10)
       returning id`,
      [await customerOf(t, 'ralmeida')],
    );
    const theirs = Number(rows[0]!.id);
    expect((await save({ budgetId: theirs, valueBudget: '5.00' })).json().details).toEqual([
      { field: 'budgetId', messages: [FINANCIAL_MSG.budgetOtherCustomer] },
    ]);
    expect((await save({ budgetId: any })).json().details).toEqual([
      { field: 'valueBudget', messages: [MSG.required] },
    ]);
    const choices = (
      await call('vendedor', 'GET', `/services/negotiations/budgets?customerId=${customerId}`)
    ).json();
    expect(choices).toContainEqual(
      expect.objectContaining({ id: any, balance: '1000.00', customerId: null }),
    );
    expect(choices.some((b: { id: number }) => b.id === theirs)).toBe(false);
    expect(
      (await call('ralmeida', 'GET', `/services/negotiations/budgets?customerId=${customerId}`)).statusCode,
    ).toBe(403);
    await t.db.query('update budgets set active = false where id = $1', [theirs]);
    const inactive = await save({ budgetId: theirs, valueBudget: '5.00' });
    expect(inactive.json().details).toEqual([
      { field: 'budgetId', messages: [FINANCIAL_MSG.budgetInactive] },
    ]);
  });

  it('approved, it spends its value from the budget: a movement NEG-… in its history', async () => {
    const budget = await budgetOf(t, 'Verba aprovada', '1000.00');
    const deal = await sentDeal(budget, '400.00');
    expect((await deal.send()).json()).toMatchObject({
      budgetName: `VRB-${String(budget).padStart(6, '0')}: Verba aprovada`,
    });
    expect(await balanceOf(budget)).toBe('1000.00');
    expect((await answer('aprovador', deal.id, 'Aprovado')).statusCode).toBe(200);
    expect(await balanceOf(budget)).toBe('600.00');
    const moves = (await call('financeiro', 'GET', `/services/budget-movements?budgetId=${budget}`)).json();
    expect(moves.rows).toContainEqual(
      expect.objectContaining({
        kind: 'SPEND',
        value: '400.00',
        balanceAfter: '600.00',
        origin: `NEG-${String(deal.id).padStart(6, '0')}`,
        description: 'Aprovação de negociação',
      }),
    );
  });

  it('never takes the budget below zero: refused when sent or approved without balance, one of two at once', async () => {
    const budget = await budgetOf(t, 'Verba curta', '500.00');
    const [a, b] = [await sentDeal(budget, '300.00'), await sentDeal(budget, '300.00')];
    for (const d of [a, b]) expect((await d.send()).statusCode).toBe(200);
    // Two approvals at once: the budget's lock lets one spend; the other is refused, nothing moved.
    const answers = await Promise.all([a, b].map((d) => answer('aprovador', d.id, 'Aprovado')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.statusCode === 400)!;
    expect(refused.json().message).toBe(
      `${FINANCIAL_MSG.approvalFailed} ${FINANCIAL_MSG.insufficientBalance('R$ 200,00')}`,
    );
    expect(await balanceOf(budget)).toBe('200.00');
    const { rows } = await t.db.query<{ status: string }>(
      'select status from negotiations where id = any($1) order by id',
      [[a.id, b.id]],
    );
    expect(rows.map((r) => r.status).sort()).toEqual(['APPROVED', 'IN_APPROVAL']);
    // A deal the budget no longer covers is not sent to approval.
    const d = await sentDeal(budget, '200.01');
    const send = await d.send();
    expect([send.statusCode, send.json().message]).toEqual([
      400,
      `VRB-${String(budget).padStart(6, '0')}: ${FINANCIAL_MSG.insufficientBalance('R$ 200,00')}`,
    ]);
    expect(await balanceOf(budget)).toBe('200.00');
  });
});
