import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from './db.js';
import { exclusively } from '../lib/once.js';

const dir = new URL('./migrations/', import.meta.url);

/**
 * The statements of a migration file: split where a line ends with `;`, except inside a
 * dollar-quoted body ($$ … $$, $fn$ … $fn$: a function's own statements).
 */
export function statementsOf(sql: string) {
  const statements: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const line of sql.split('\n')) {
    current += `${line}\n`;
    for (const [tag] of line.matchAll(/\$[A-Za-z_]*\$/g))
      quote = quote === null ? tag : quote === tag ? null : quote;
    if (quote === null && /;\s*$/.test(line)) {
      statements.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  return [...statements, current.trim()].filter(Boolean);
}

/**
 * Applies the ordered SQL files not yet recorded in schema_migrations, each in its own transaction.
 * Nodes starting at once take turns (an advisory lock): the first applies them, the others find
 * them applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  const done = await exclusively(db, 'migrations', () => applyPending(db), { wait: true });
  return done.ran ? done.value : [];
}

async function applyPending(db: Db): Promise<string[]> {
  await db.query(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue;
    const sql = readFileSync(new URL(file, dir), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of statementsOf(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
