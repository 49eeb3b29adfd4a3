import type { Db } from '../db/db.js';
import { issueReceivables } from '../domains/financial/receivables.issue.js';
import { todaySql } from '../lib/zone.js';

/**
 * The receivables of the invoiced orders that have none yet (the demo book's, invoiced a week after
 * they were made or on their completion), issued in one statement, in every state for financeiro:
 * those due more than ten days ago paid (on their due date or a few days before), one in six of
 * them left overdue; the rest due (one more statement over the new titles, those after the last
 * one before). Their history comes with the seed's.
 */
export async function seedReceivables(db: Db) {
  const { rows } = await db.query<{ last: number }>('select coalesce(max(id), 0) as last from receivables');
  await issueReceivables(db, null, null);
  await db.query(
    `update receivables set payment_date = greatest(invoice_date, due_date - (id % 5)::int)
      where id > $1 and due_date < ${todaySql()} - 10 and id % 6 <> 0`,
    [rows[0]!.last],
  );
}
