import type { Db } from '../db/db.js';

/**
 * Registration dates spread over the last eighteen months, so that the customer dashboard's "new
 * per month" shows a demo book that grew.
 */
export async function seedCustomerReports(db: Db) {
  // Seeded customers only (nobody created them); the same day keeps its time of day.
  await db.query(
    `update customers set created_at = created_at - ((id * 7919) % 540) * interval '1 day' where created_by is null`,
  );
  await db.query('analyze customers');
}
