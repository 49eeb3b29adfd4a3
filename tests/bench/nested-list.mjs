// A page with a nested list against the same page flat, through the whole stack (GraphQL
// `actionTitles`, the one type whose rows resolve a list of their own: each title's actions, read
// for the whole page in one call to the services). Run after `pnpm -r run build`:
//   node tests/bench/nested-list.mjs [queries per case=200] [titles=100]
//
// It starts the stack on a throwaway database of the PostgreSQL server (BENCH_DATABASE_URL), adds
// `titles` action titles of three actions each, and times the page of 100 one query after another.
import { fileURLToPath } from 'node:url';
import { graphqlAt, onThrowawayStack, timed } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const queries = Number(process.argv[2] ?? 200);
const titles = Number(process.argv[3] ?? 100);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const FLAT = `{ actionTitles(input: { pageSize: 100 }) { totalRegisters rows { id title alias actionNames } } }`;
const NESTED = `{ actionTitles(input: { pageSize: 100 }) { totalRegisters rows { id title alias actionNames
  actions { id name effect executionOrder } } } }`;

async function run({ db, stack }) {
  await db.query(
    `with t as (
       insert into action_titles (title, alias)
       select 'Bench ' || g, 'BENCH_' || g from generate_series(1, $1::int) g returning id)
     insert into workflow_actions (action_title_id, name, effect, execution_order)
     select t.id, a.name, a.effect, a.n from t
       cross join (values ('Aprovar', 'ADVANCE', 1), ('Devolver', 'RETURN', 2), ('Conferir', 'ADVANCE', 3))
         as a(name, effect, n)`,
    [titles],
  );
  const { gql, signIn } = graphqlAt(stack.base);
  const token = await signIn('admin');
  const results = [];
  for (const [name, query] of [
    ['flat page (100 titles)', FLAT],
    ['nested page (100 titles, their actions)', NESTED],
  ]) {
    const { first, ...figures } = await timed(queries, () => gql(query, {}, token));
    results.push({ case: name, rows: first.actionTitles.rows.length, ...figures });
  }
  const p50 = (i) => Number(results[i]['p50 ms']);
  console.log(`\nGraphQL actionTitles (gateway → services → PostgreSQL server), ${queries} queries per case`);
  console.table(results);
  console.log(`nested / flat, by p50: ${(p50(0) / p50(1)).toFixed(2)}× the flat page's rate`);
}

await onThrowawayStack(root, adminUrl, {}, run);
