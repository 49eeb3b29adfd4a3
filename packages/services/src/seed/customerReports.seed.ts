import type { Db } from '../db/db.js';

/**
 * The customer report, dashboard and prospection view for representatives (each sees his own
 * customers: record-level access) and regional managers; and registration dates spread over the
 * last eighteen months, so that the dashboard's "new per month" shows a demo book that grew.
 */
export async function seedCustomerReports(db: Db) {
  const grants: [string, string][] = [
    ['Representante de Vendas', 'RELATORIO_CLIENTES'],
    ['Representante de Vendas', 'DASHBOARD_CLIENTES'],
    ['Representante de Vendas', 'PROSPECCAO_CLIENTE'],
    ['Gerente Regional', 'PROSPECCAO_CLIENTE'],
  ];
  for (const [profile, module] of grants)
    await db.query(
      `insert into profile_grants (profile_id, module, actions) select id, $2, array['VISUALIZAR'] from profiles where name = $1
       on conflict (profile_id, module) do update
         set actions = array(select distinct unnest(profile_grants.actions || excluded.actions))`,
      [profile, module],
    );
  // Seeded customers only (nobody created them); the same day keeps its time of day.
  await db.query(
    `update customers set created_at = created_at - ((id * 7919) % 540) * interval '1 day' where created_by is null`,
  );
  await db.query('analyze customers');
}
