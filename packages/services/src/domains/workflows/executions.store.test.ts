import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { createTestApp } from '../../test/testApp.js';
import { loadExecution, persist } from './executions.store.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('execution store', () => {
  it('a write computed on a version someone else already moved is refused with 409 and changes nothing', async () => {
    const { rows } = await t.db.query<{ id: number }>('select id from workflow_executions limit 1');
    const id = Number(rows[0]!.id);
    const a = await loadExecution(t.db, id);
    const b = await loadExecution(t.db, id);
    await t.db.transaction((tx) => persist(tx, a, a.state, null));
    await expect(
      t.db.transaction((tx) => persist(tx, b, { ...b.state, status: 'DEACTIVATED' }, null)),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: MSG.workflowTaskAnswered,
    });
    expect((await loadExecution(t.db, id)).state.status).toBe('IN_PROGRESS');
  });
});
