import type { Db } from '../db/db.js';
import { issueReceivables } from '../domains/financial/receivables.issue.js';
import { todaySql } from '../lib/zone.js';

/**
 * The receivables of the invoiced orders that have none yet (the demo book's, invoiced a week after
 * they were made or on their completion), in every state for financeiro: those due more than ten
 * days ago paid (on their due date or a few days before), one in six of them left overdue; the
 * rest due. Answers the new titles' ids (their history comes with the seed's).
 */
export async function seedReceivables(db: Db) {
  const ids = await issueReceivables(db, null, null);
  await db.query(
    `update receivables set payment_date = greatest(invoice_date, due_date - (id % 5)::int)
      where id = any($1::bigint[]) and due_date < ${todaySql()} - 10 and id % 6 <> 0`,
    [ids],
  );
  return ids;
}
