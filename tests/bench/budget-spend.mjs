// Budget spends with parallel writers through the whole stack (GraphQL `createBudgetMovement`:
// gateway, services, the budget's row lock in SQL) on the PostgreSQL server: W writers at once,
// each spending R$ 1,37 again and again from one budget until it refuses them, then the cents are
// counted. Run after `pnpm -r run build`:
//   node tests/bench/budget-spend.mjs [writers=1,10,50] [spends the budget holds=1000]
//
// Each row is one run on a budget of its own that holds exactly `spends` spends: the throughput
// (accepted spends per second), each spend's latency, the refusals once it is empty, and whether
// the balance and the movements' sum agree to the cent with nothing below zero.
import { fileURLToPath } from 'node:url';
import { graphqlAt, onThrowawayStack, pct } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const writersList = (process.argv[2] ?? '1,10,50').split(',').map(Number);
const spends = Number(process.argv[3] ?? 1000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STEP_CENTS = 137;

const CREATE_BUDGET = `mutation($input: BudgetInput!) { createBudget(input: $input) { id balance } }`;
const SPEND = `mutation($input: BudgetMovementInput!) { createBudgetMovement(input: $input) { id } }`;

async function run({ db, stack }) {
  const { gql, signIn } = graphqlAt(stack.base);
  const token = await signIn('financeiro');
  const results = [];
  for (const writers of writersList) {
    const value = ((spends * STEP_CENTS) / 100).toFixed(2);
    const { createBudget } = await gql(
      CREATE_BUDGET,
      { input: { description: `Bench ${writers} escritores`, category: 'BONUS', value } },
      token,
    );
    const times = [];
    let refused = 0;
    let failed = 0;
    const writer = async () => {
      for (;;) {
        const s = performance.now();
        try {
          await gql(
            SPEND,
            { input: { budgetId: createBudget.id, kind: 'SPEND', value: (STEP_CENTS / 100).toFixed(2) } },
            token,
          );
          times.push(performance.now() - s);
        } catch (e) {
          // The budget is empty: the services refuse with its balance (VALIDATION_FAILED).
          if (String(e.message).includes('VALIDATION_FAILED')) refused += 1;
          else failed += 1;
          return;
        }
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: writers }, writer));
    const seconds = (performance.now() - t0) / 1000;
    const { rows } = await db.query(
      `select b.balance::text as balance,
              (select count(*) from budget_movements m where m.budget_id = b.id and m.kind = 'SPEND')::int as n,
              (select coalesce(sum(m.value), 0)::text from budget_movements m
                where m.budget_id = b.id and m.kind = 'SPEND') as spent,
              (select min(m.balance_after)::text from budget_movements m where m.budget_id = b.id) as lowest
         from budgets b where b.id = $1`,
      [createBudget.id],
    );
    times.sort((a, b) => a - b);
    results.push({
      writers,
      accepted: times.length,
      'spends/s': (times.length / seconds).toFixed(0),
      'p50 ms': pct(times, 50).toFixed(1),
      'p95 ms': pct(times, 95).toFixed(1),
      'max ms': times.at(-1).toFixed(1),
      refused,
      failed,
      balance: rows[0].balance,
      'lowest balance': rows[0].lowest,
      'cents agree': rows[0].n === spends && rows[0].spent === value && rows[0].balance === '0.00',
    });
  }
  console.log(
    `\nBudget spends (GraphQL → services → PostgreSQL server), R$ ${(STEP_CENTS / 100).toFixed(2)} each, each budget holding exactly ${spends}`,
  );
  console.table(results);
}

await onThrowawayStack(root, adminUrl, {}, run);
