import { describe, expect, it } from 'vitest';
import { FINANCIAL_MSG, MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { customerOf } from '../buyers/buyers.testkit.js';
import { moveFunds } from './budgetMovements.area.js';
import { budgetOf } from './financial.testkit.js';

const { t, call } = testAppWith(['admin', 'financeiro', 'vendedor']);

const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const budget = async (id: number) => (await call('financeiro', 'GET', `/services/budgets/${id}`)).json();

describe('budgets (verbas): value, balance and movements', () => {
  it('a budget starts with its value as its first credit; its schedule is kept, the end on or after the start', async () => {
    const created = await call('financeiro', 'POST', '/services/budgets', {
      description: 'Verba de teste de crescimento',
      category: 'GROWTH',
      customerId: null,
      value: '1234.56',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      value: '1234.56',
      balance: '1234.56',
      spent: '0.00',
      category: 'GROWTH',
    });
    expect(created.json().code).toMatch(/^VRB-\d{6}$/);
    const id = created.json().id as number;
    const moves = (await call('financeiro', 'GET', `/services/budget-movements?budgetId=${id}`)).json();
    expect(moves.rows).toMatchObject([{ kind: 'CREDIT', value: '1234.56', balanceAfter: '1234.56' }]);

    const wrong = await call('financeiro', 'POST', '/services/budget-schedules', {
      budgetId: id,
      description: 'Apuração de março',
      periodStart: '2026-03-31',
      periodEnd: '2026-03-01',
      assessmentDate: '2026-04-10',
      expectedValue: '',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ field: 'periodEnd', messages: [MSG.endBeforeStart] }]);
    const schedule = await call('financeiro', 'POST', '/services/budget-schedules', {
      budgetId: id,
      description: 'Apuração de março',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      assessmentDate: '2026-04-10',
      expectedValue: '300.00',
    });
    expect(schedule.statusCode, schedule.body).toBe(201);
  });

  it('a spend never takes the balance below zero; a refund never passes what was spent; each movement is in the budget history', async () => {
    const id = await budgetOf(t, 'Verba de regras de saldo', '100.00');
    const spend = (value: string, kind = 'SPEND') =>
      call('financeiro', 'POST', '/services/budget-movements', {
        budgetId: id,
        kind,
        value,
        customerId: null,
        description: 'Teste',
      });
    expect((await spend('60.00')).statusCode).toBe(201);
    const over = await spend('40.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().details).toEqual([
      { field: 'value', messages: [FINANCIAL_MSG.insufficientBalance('R$ 40,00')] },
    ]);
    const refundTooMuch = await spend('60.01', 'REFUND');
    expect(refundTooMuch.json().details).toEqual([
      { field: 'value', messages: [FINANCIAL_MSG.refundAboveSpent('R$ 60,00')] },
    ]);
    expect((await spend('10.00', 'REFUND')).statusCode).toBe(201);
    expect(await budget(id)).toMatchObject({ balance: '50.00', spent: '50.00' });
    const history = (await call('financeiro', 'GET', `/services/history/budget/${id}`)).json();
    const balances = history.rows.map(
      (r: { changes: { balance?: { to: string } } }) => r.changes.balance?.to,
    );
    expect(balances.slice(0, 2)).toEqual(['R$ 50,00', 'R$ 40,00']);
    expect(history.rows[0].changes.lastMovement.to).toBe('Estorno de R$ 10,00: Teste');
  });

  it('50 spenders at once against one budget leave it at exactly zero: no spend lost or doubled', async () => {
    const id = await budgetOf(t, 'Verba disputada por 60', '83.50');
    const customer = await customerOf(t, 'vendedor');
    // 60 spends of R$ 1,67: exactly 50 fit in R$ 83,50.
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, n) =>
        t.db.transaction((tx) =>
          moveFunds(tx, {
            budgetId: id,
            kind: 'SPEND',
            value: '1.67',
            customerId: customer,
            origin: `TESTE-${n}`,
            actorId: null,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason.details[0].field).toBe('value');
    const { rows } = await t.db.query<{
      balance: string;
      spent: string;
      n: number;
      total: string;
      last: string;
    }>(
      `select b.balance::text as balance, b.spent::text as spent,
              (select count(*)::int from budget_movements m where m.budget_id = b.id and m.kind = 'SPEND') as n,
              (select sum(value)::text from budget_movements m where m.budget_id = b.id and m.kind = 'SPEND') as total,
              (select min(balance_after)::text from budget_movements m where m.budget_id = b.id) as last
         from budgets b where b.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ balance: '0.00', spent: '83.50', n: 50, total: '83.50', last: '0.00' });
    expect(cents(rows[0]!.total)).toBe(50 * 167);
    // Every balance the movements left is a different step of 1,67 down to zero.
    const after = await t.db.query<{ b: string }>(
      `select balance_after::text as b from budget_movements where budget_id = $1 and kind = 'SPEND' order by id`,
      [id],
    );
    expect(new Set(after.rows.map((r) => r.b)).size).toBe(50);
    expect(after.rows.map((r) => cents(r.b)).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 50 }, (_, k) => 8350 - 167 * (k + 1)),
    );
  });

  it('the same race over HTTP: 20 spenders, R$ 10,00 each, a R$ 150,00 budget: 15 pass, 5 are told why', async () => {
    const id = await budgetOf(t, 'Verba disputada por HTTP', '150.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('financeiro', 'POST', '/services/budget-movements', {
          budgetId: id,
          kind: 'SPEND',
          value: '10.00',
          customerId: null,
          description: '',
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(15);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(await budget(id)).toMatchObject({ balance: '0.00', spent: '150.00' });
  });

  it('a movement keeps its kind and value: a save changes only its description', async () => {
    const id = await budgetOf(t, 'Verba de correção', '50.00');
    const made = (
      await call('financeiro', 'POST', '/services/budget-movements', {
        budgetId: id,
        kind: 'SPEND',
        value: '20.00',
        customerId: null,
        description: 'Antes',
      })
    ).json();
    const saved = await call('financeiro', 'PUT', `/services/budget-movements/${made.id}`, {
      ...made,
      kind: 'CREDIT',
      value: '9999.00',
      description: 'Depois',
    });
    expect(saved.json()).toMatchObject({ kind: 'SPEND', value: '20.00', description: 'Depois' });
    expect(await budget(id)).toMatchObject({ balance: '30.00' });
  });

  it('the balances sum the movements by category, customer or month; an export gives the same figures', async () => {
    const rows = (await call('financeiro', 'GET', '/services/budgets/balances?groupBy=category')).json().rows;
    const bonus = rows.find((r: { key: string }) => r.key === 'BONUS');
    expect(bonus.label).toBe('Bonificação');
    expect(cents(bonus.balance)).toBe(cents(bonus.credited) - cents(bonus.spent) + cents(bonus.refunded));
    const { rows: direct } = await t.db.query<{ balance: string }>(
      `select sum(balance)::text as balance from budgets where category = 'BONUS'`,
    );
    expect(bonus.balance).toBe(direct[0]!.balance);
    const months = (await call('financeiro', 'GET', '/services/budgets/balances?groupBy=month')).json().rows;
    expect(months[0].label).toMatch(/^\d{2}\/\d{4}$/);
    const bad = await call('financeiro', 'GET', '/services/budgets/balances?from=2026-05-01&to=2026-04-01');
    expect(bad.json().details).toEqual([{ field: 'to', messages: [MSG.endBeforeStart] }]);
    const file = await call(
      'financeiro',
      'GET',
      '/services/budgets/balances/export?groupBy=category&format=csv',
    );
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Bonificação');
    expect((await call('vendedor', 'GET', '/services/budgets/balances')).statusCode).toBe(403);
  });
});
