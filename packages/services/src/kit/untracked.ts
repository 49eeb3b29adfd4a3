import type { Db } from '../db/db.js';
import type { ResourceStore } from './store.js';

/**
 * A 'create' history entry by `userId` (null: 'Sistema') for each of the records `ids` of an area,
 * with its values as they are now: records another domain writes in bulk (an invoice's receivables).
 */
export async function historyOfCreated(db: Db, store: ResourceStore, ids: number[], userId: number | null) {
  const { def } = store;
  for (let i = 0; i < ids.length; i += 500) {
    const records = await store.findMany(db, ids.slice(i, i + 500));
    await db.query(
      `insert into audit_log (entity, entity_id, action, user_id, changes)
       select $1, unnest($2::bigint[]), 'create', $4::bigint, unnest($3::jsonb[])`,
      [
        def.name,
        records.map((r) => r.id),
        records.map((r) =>
          JSON.stringify(
            Object.fromEntries(Object.entries(store.audited(r)).map(([k, v]) => [k, { to: v }])),
          ),
        ),
        userId,
      ],
    );
  }
}

/**
 * A 'create' history entry, by no one ('Sistema'), for every record of an area that has none: the
 * demo seed writes its rows in bulk, and their history must not be empty.
 */
export async function historyForUntracked(db: Db, store: ResourceStore) {
  const { rows } = await db.query<{ id: number }>(
    `select id from ${store.table} t where not exists
       (select 1 from audit_log a where a.entity = $1 and a.entity_id = t.id) order by id`,
    [store.def.name],
  );
  await historyOfCreated(
    db,
    store,
    rows.map((r) => Number(r.id)),
    null,
  );
}
