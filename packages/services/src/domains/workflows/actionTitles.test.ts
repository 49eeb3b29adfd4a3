import { describe, expect, it } from 'vitest';
import { testAppWith } from '../../test/testFile.js';

const { t, call } = testAppWith(['admin', 'semperfil', 'aprovador']);

describe("action titles' actions", () => {
  it("an action title's actions: added and reordered, named in its row and history, moving its updatedAt", async () => {
    const at = (
      await call('admin', 'POST', '/services/action-titles', { title: 'Conferência', alias: 'CONFERENCIA' })
    ).json();
    const path = `/services/action-titles/${at.id}/actions`;
    expect((await call('admin', 'POST', path, { name: 'Conferido', effect: 'ADVANCE' })).statusCode).toBe(
      201,
    );
    const two = (await call('admin', 'POST', path, { name: 'Devolvido', effect: 'RETURN' })).json();
    expect(two).toMatchObject({ actionNames: 'Conferido, Devolvido' });
    const ids = two.actions.map((a: { id: number }) => a.id).reverse();
    const ordered = await call('admin', 'POST', `${path}/order`, { actionIds: ids });
    expect(ordered.json()).toMatchObject({ actionNames: 'Devolvido, Conferido' });
    expect(
      (await call('admin', 'GET', '/services/action-titles/alias/conferencia')).json().actions,
    ).toMatchObject([
      { name: 'Devolvido', effect: 'RETURN', executionOrder: 1 },
      { name: 'Conferido', effect: 'ADVANCE', executionOrder: 2 },
    ]);
    // A save with what was read before the actions changed is stale.
    const body = { title: 'Conferência final', alias: 'CONFERENCIA', updatedAt: at.updatedAt };
    expect((await call('admin', 'PUT', `/services/action-titles/${at.id}`, body)).statusCode).toBe(409);
    const history = (await call('admin', 'GET', `/services/history/actionTitle/${at.id}`)).json();
    expect(history.rows[0].changes['actionNames']).toEqual({
      from: 'Conferido, Devolvido',
      to: 'Devolvido, Conferido',
    });
  });

  it('an action a workflow answer used is not deleted', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      'select action_id as id from workflow_steps where action_id is not null limit 1',
    );
    if (!rows[0]) throw new Error('the demo seed answers no task');
    const res = await call('admin', 'DELETE', `/services/action-titles/actions/${rows[0].id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].messages).toEqual(['Ação já usada em respostas de workflow']);
  });
});
