import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAN_MSG, FAN_WORKFLOW, MSG } from '@balcao/schema';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { recordWorkflow } from '../../test/recordWorkflow.js';
import { PNG, tokensFor, uploader } from '../../files/files.testkit.js';
import { customerOf } from '../buyers/buyers.testkit.js';
import { negotiationOf } from '../negotiations/negotiations.testkit.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
let upload: Awaited<ReturnType<typeof uploader>>;
let flow: ReturnType<typeof recordWorkflow>;
let customer = 0;
const USERS = ['admin', 'financeiro', 'aprovador', 'vendedor', 'ralmeida', 'semperfil'];

beforeAll(async () => {
  t = await createTestApp();
  call = await signInAs(t, USERS);
  upload = await uploader(t, await tokensFor(t, USERS));
  flow = recordWorkflow(call, FAN_WORKFLOW);
  customer = await customerOf(t, 'vendedor');
});
afterAll(() => t.close());

/** A FAN of vendedor's customer over a year of its own, far from the demo book's. */
const fan = (year: number, over: object = {}) => ({
  customerId: customer,
  startDate: `${year}-01-01`,
  endDate: `${year}-12-31`,
  percentFan: '4.00',
  percVpcFan: '1.25',
  description: 'FAN de teste',
  ...over,
});
const create = async (year: number, over: object = {}) => {
  const res = await call('financeiro', 'POST', '/services/fans', fan(year, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number; fanNumber: string };
};
/** A file financeiro uploads through the files module (its id and path). */
const fileOf = async (who: string, name: string) => {
  const res = await upload(who, '/services/files/upload', [{ name, data: PNG }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; path: string };
};

describe('FAN', () => {
  it('its save starts its workflow: the approver’s task opens on it; its documents come and go, in its history', async () => {
    const made = await create(2081);
    expect(made).toMatchObject({ status: 'IN_APPROVAL', requesterName: 'Beatriz Financeiro' });
    expect(made.fanNumber).toMatch(/^FAN-\d{6}$/);
    const task = await flow.context('aprovador', made.id);
    expect(task.actions.map((a) => a.name)).toEqual(['Aprovado', 'Reprovado']);

    const [a, b] = [await fileOf('financeiro', 'contrato.png'), await fileOf('financeiro', 'tabela.png')];
    const saved = await call('financeiro', 'POST', `/services/fans/${made.id}/documents`, {
      documents: [
        { description: 'Contrato assinado', fileId: a.id, filename: 'contrato.png' },
        { description: 'Tabela de metas', fileId: b.id, filename: 'tabela.png' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().map((d: { description: string }) => d.description)).toEqual([
      'Contrato assinado',
      'Tabela de metas',
    ]);
    // The approver reads them and their files through the FAN, without the files module.
    const listed = (await call('aprovador', 'GET', `/services/fans/${made.id}/documents`)).json();
    expect(listed).toHaveLength(2);
    const file = await call('aprovador', 'GET', `/services/fans/${made.id}/documents/${listed[0].id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('contrato.png');
    const gone = await call('financeiro', 'DELETE', `/services/fans/${made.id}/documents/${listed[1].id}`);
    expect(gone.json()).toEqual({ success: true });
    const again = await call('financeiro', 'DELETE', `/services/fans/${made.id}/documents/${listed[1].id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(FAN_MSG.documentNotFound);
    const history = (await call('financeiro', 'GET', `/services/history/fan/${made.id}`)).json();
    expect(history.rows[0].changes.documentNames).toEqual({
      from: 'Contrato assinado (contrato.png), Tabela de metas (tabela.png)',
      to: 'Contrato assinado (contrato.png)',
    });
  });

  it('refuses in its own words: a period after its end or over another FAN, another’s file, a start that fails', async () => {
    const backwards = await call(
      'financeiro',
      'POST',
      '/services/fans',
      fan(2082, { endDate: '2081-12-31' }),
    );
    expect(backwards.json().details).toEqual([{ field: 'endDate', messages: [MSG.endBeforeStart] }]);
    await create(2082);
    const over = await call('financeiro', 'POST', '/services/fans', fan(2082, { startDate: '2082-06-01' }));
    expect(over.json().details).toEqual([{ field: 'startDate', messages: [FAN_MSG.overlap] }]);
    const zero = await call('financeiro', 'POST', '/services/fans', fan(2083, { percentFan: '0.00' }));
    expect(zero.json().details).toEqual([{ field: 'percentFan', messages: [MSG.greaterThanZero] }]);

    const made = await create(2084);
    const theirs = await fileOf('admin', 'alheio.png');
    const stolen = await call('financeiro', 'POST', `/services/fans/${made.id}/documents`, {
      documents: [{ description: 'Arquivo de outro', fileId: theirs.id, filename: 'alheio.png' }],
    });
    expect(stolen.statusCode).toBe(403);
    const blank = await call('financeiro', 'POST', `/services/fans/${made.id}/documents`, {
      documents: [{ description: ' ', fileId: theirs.id, filename: 'x.png' }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('VALIDATION_FAILED');

    // Its workflow type inactive: the start, and with it the save, is refused; no FAN is left.
    const count = async () => (await t.db.query('select id from fans')).rows.length;
    const before = await count();
    await t.db.query('update workflow_types set active = false where code = $1', [FAN_WORKFLOW]);
    try {
      const refused = await call('financeiro', 'POST', '/services/fans', fan(2085));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Falha ao iniciar fluxo de tarefa do FAN\. /);
    } finally {
      await t.db.query('update workflow_types set active = true where code = $1', [FAN_WORKFLOW]);
    }
    expect(await count()).toBe(before);
  });

  it('returned, corrected and concluded, then approved: the customer’s negotiations read it', async () => {
    const negotiation = await negotiationOf(t, 'vendedor', 'Negociação lida do FAN');
    await t.db.query(`update negotiations set issue_date = '2086-05-20' where id = $1`, [negotiation]);
    const read = async () => (await call('vendedor', 'GET', `/services/negotiations/${negotiation}`)).json();
    const made = await create(2086);
    expect(await read()).toMatchObject({ percentFan: null, percVpcFan: null });

    const notYet = await call('financeiro', 'PUT', `/services/fans/${made.id}/conclude`);
    expect(notYet.json().message).toBe(FAN_MSG.notConcludable);
    expect((await flow.answer('aprovador', made.id, 'Reprovado')).statusCode).toBe(200);
    const returned = (await call('financeiro', 'GET', `/services/fans/${made.id}`)).json();
    expect(returned.status).toBe('RETURNED');
    const { id: _id, ...fields } = returned;
    const corrected = await call('financeiro', 'PUT', `/services/fans/${made.id}`, {
      ...fields,
      percentFan: '5.50',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const concluded = await call('financeiro', 'PUT', `/services/fans/${made.id}/conclude`);
    expect(concluded.json()).toMatchObject({ status: 'IN_APPROVAL', percentFan: '5.50' });
    expect((await flow.answer('aprovador', made.id, 'Aprovado')).statusCode).toBe(200);
    const approved = (await call('financeiro', 'GET', `/services/fans/${made.id}`)).json();
    expect(approved.status).toBe('APPROVED');
    expect(await read()).toMatchObject({ percentFan: '5.50', percVpcFan: '1.25' });

    // Decided, it changes no more: neither its fields nor its documents.
    const { id: _i, ...now } = approved;
    const late = await call('financeiro', 'PUT', `/services/fans/${made.id}`, { ...now, description: 'x' });
    expect(late.json().message).toBe(FAN_MSG.notEditable);
    const file = await fileOf('financeiro', 'tarde.png');
    const doc = await call('financeiro', 'POST', `/services/fans/${made.id}/documents`, {
      documents: [{ description: 'Tarde demais', fileId: file.id, filename: 'tarde.png' }],
    });
    expect(doc.json().message).toBe(FAN_MSG.notEditable);
  });

  it('cancelled while open, returned too: its workflow ends, its period is free again; decided it is not', async () => {
    const waiting = await create(2089);
    // Neither the approver nor the representative cancels it.
    expect((await call('aprovador', 'POST', `/services/fans/${waiting.id}/cancel`)).statusCode).toBe(403);
    expect((await call('vendedor', 'POST', `/services/fans/${waiting.id}/cancel`)).statusCode).toBe(403);
    const cancelled = await call('financeiro', 'POST', `/services/fans/${waiting.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: waiting.id, status: 'CANCELLED' });
    expect((await flow.context('aprovador', waiting.id)).status).toBe('DEACTIVATED');
    const again = await call('financeiro', 'POST', `/services/fans/${waiting.id}/cancel`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(FAN_MSG.notCancellable);
    const history = (await call('financeiro', 'GET', `/services/history/fan/${waiting.id}`)).json();
    expect(history.rows[0].changes.status).toEqual({ from: 'Em aprovação', to: 'Cancelado' });
    // Its period takes another FAN of the customer, which is returned, then cancelled too.
    const next = await create(2089);
    expect((await flow.answer('aprovador', next.id, 'Reprovado')).statusCode).toBe(200);
    const returned = await call('financeiro', 'POST', `/services/fans/${next.id}/cancel`);
    expect(returned.json()).toMatchObject({ status: 'CANCELLED' });
    // An approved FAN stays: the negotiations read it.
    const kept = await create(2089);
    expect((await flow.answer('aprovador', kept.id, 'Aprovado')).statusCode).toBe(200);
    const late = await call('financeiro', 'POST', `/services/fans/${kept.id}/cancel`);
    expect(late.json().message).toBe(FAN_MSG.notCancellable);
    expect((await call('financeiro', 'GET', `/services/fans/${kept.id}`)).json().status).toBe('APPROVED');
  });

  it('answers each profile by its grants and the FAN’s rule', async () => {
    const made = await create(2087);
    const other = await customerOf(t, 'ralmeida');
    const theirs = await create(2087, { customerId: other });
    // The representative reads his customers' FANs, never another's, and registers none.
    expect((await call('vendedor', 'GET', `/services/fans/${made.id}`)).statusCode).toBe(200);
    const foreign = await call('vendedor', 'GET', `/services/fans/${theirs.id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MSG.noClientAccess);
    const mine = (await call('vendedor', 'GET', '/services/fans?pageSize=1000')).json();
    expect(mine.rows.some((r: { id: number }) => r.id === theirs.id)).toBe(false);
    const refused = await call('vendedor', 'POST', '/services/fans', fan(2088));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.noPermission);
    expect((await call('vendedor', 'GET', `/services/fans/${made.id}/documents`)).statusCode).toBe(200);
    // The approver reads every FAN and answers its task; he neither registers nor edits them.
    expect((await call('aprovador', 'GET', `/services/fans/${theirs.id}`)).statusCode).toBe(200);
    expect((await call('aprovador', 'POST', '/services/fans', fan(2088))).statusCode).toBe(403);
    expect((await call('aprovador', 'PUT', `/services/fans/${made.id}/conclude`)).statusCode).toBe(403);
    // Without a profile: nothing.
    expect((await call('semperfil', 'GET', '/services/fans')).statusCode).toBe(403);
    // A start by hand of a FAN whose workflow runs is refused in its words.
    const byHand = await call('admin', 'POST', '/services/workflows/startExecution', {
      workflowTypeCode: FAN_WORKFLOW,
      registerId: String(made.id),
    });
    expect(byHand.statusCode).toBe(400);
    expect(byHand.json().message).toBe(FAN_MSG.startFailed);
  });
});
