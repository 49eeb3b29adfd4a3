import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';

const { t, call } = testAppWith(['admin', 'aprovador', 'financeiro']);
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const u of ['admin', 'aprovador', 'financeiro', 'vendedor'])
    ids[u] = Number(
      (await t.db.query<{ id: number }>('select id from users where user_name = $1', [u])).rows[0]!.id,
    );
});

const range = { startsAt: '2026-12-01T12:00:00.000Z', endsAt: '2026-12-10T12:00:00.000Z' };
const name = (who: string, body: Record<string, unknown>) =>
  call(who, 'POST', '/services/substitutes', { ...range, ...body });
const listed = async (who: string) =>
  (await call(who, 'GET', '/services/substitutes?pageSize=100'))
    .json<{ rows: { id: number }[] }>()
    .rows.map((r) => r.id);

describe('substitutes: their own rules', () => {
  it('a user names his own substitute with SUBSTITUTOS × VISUALIZAR alone; anyone else’s needs INCLUIR', async () => {
    const own = await name('aprovador', { substituteId: ids.financeiro });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({
      userId: ids.aprovador,
      userName: 'Ana Aprovadora',
      substituteName: 'Beatriz Financeiro',
    });
    const forOther = await name('aprovador', { userId: ids.vendedor, substituteId: ids.financeiro });
    expect(forOther.statusCode).toBe(403);
    const byAdmin = await name('admin', { userId: ids.vendedor, substituteId: ids.financeiro });
    expect(byAdmin.json()).toMatchObject({ userId: ids.vendedor });
  });

  it('refuses himself as his substitute and a range that ends before it starts, on the field', async () => {
    const self = await name('aprovador', { substituteId: ids.aprovador });
    expect(self.statusCode).toBe(400);
    expect(self.json().details).toEqual([{ field: 'substituteId', messages: [MSG.substituteIsSelf] }]);
    const backwards = await name('aprovador', {
      substituteId: ids.financeiro,
      endsAt: '2026-11-30T12:00:00.000Z',
    });
    expect(backwards.json().details).toEqual([{ field: 'endsAt', messages: [MSG.endBeforeStart] }]);
  });

  it('lists to each the ranges that concern him, every one with EDITAR; removes his own, anyone’s with EXCLUIR', async () => {
    const his = (await name('aprovador', { substituteId: ids.financeiro })).json<{ id: number }>().id;
    const others = (await name('admin', { userId: ids.vendedor, substituteId: ids.admin })).json<{
      id: number;
    }>().id;
    expect(await listed('aprovador')).toContain(his);
    expect(await listed('aprovador')).not.toContain(others);
    // The substitute sees the range he stands in, but it is not his to remove.
    expect(await listed('financeiro')).toContain(his);
    expect((await call('financeiro', 'GET', `/services/substitutes/${his}`)).statusCode).toBe(200);
    expect((await call('financeiro', 'DELETE', `/services/substitutes/${his}`)).statusCode).toBe(403);
    expect((await call('aprovador', 'GET', `/services/substitutes/${others}`)).statusCode).toBe(403);
    expect(await listed('admin')).toEqual(expect.arrayContaining([his, others]));
    expect((await call('aprovador', 'DELETE', `/services/substitutes/${his}`)).json()).toEqual({
      success: true,
    });
    expect((await call('admin', 'DELETE', `/services/substitutes/${others}`)).json()).toEqual({
      success: true,
    });
  });
});
