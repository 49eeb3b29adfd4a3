import type { Db } from '../db/db.js';
import type { ResourceStore } from './store.js';

/**
 * A 'create' history entry, by no one ('Sistema'), for every record of an area that has none: the
 * demo seed writes its rows in bulk, and their history must not be empty.
 */
export async function historyForUntracked(db: Db, store: ResourceStore) {
  const { def, table } = store;
  const { rows } = await db.query<{ id: number }>(
    `select id from ${table} t where not exists
       (select 1 from audit_log a where a.entity = $1 and a.entity_id = t.id) order by id`,
    [def.name],
  );
  for (let i = 0; i < rows.length; i += 500) {
    const records = await store.findMany(
      db,
      rows.slice(i, i + 500).map((r) => Number(r.id)),
    );
    await db.query(
      `insert into audit_log (entity, entity_id, action, user_id, changes)
       select $1, unnest($2::bigint[]), 'create', null, unnest($3::jsonb[])`,
      [
        def.name,
        records.map((r) => r.id),
        records.map((r) =>
          JSON.stringify(
            Object.fromEntries(Object.entries(store.audited(r)).map(([k, v]) => [k, { to: v }])),
          ),
        ),
      ],
    );
  }
}
