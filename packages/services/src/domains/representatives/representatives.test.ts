import { beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  REPRESENTATIVE_CHANGE_WORKFLOW,
  REPRESENTATIVE_MSG,
  REPRESENTATIVE_WORKFLOW,
} from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { recordWorkflow } from '../../test/recordWorkflow.js';
import { cnpjOf } from '../../seed/customers.seed.js';

const { t, call } = testAppWith(['admin', 'aprovador', 'vendedor', 'ralmeida']);
let aprovadorId: number;

beforeAll(async () => {
  aprovadorId = Number(
    (await t.db.query<{ id: number }>("select id from users where user_name = 'aprovador'")).rows[0]!.id,
  );
});

let serial = 0;
/** A pre-registration by admin, managed by aprovador. */
async function preRegister(over: object = {}) {
  const n = ++serial;
  const res = await call('admin', 'POST', '/services/representatives', {
    name: `Representações Teste ${n} Ltda`,
    personType: 'PJ',
    cnpj: cnpjOf(93_000_000 + n, 1),
    representativeType: 'COMERCIAL',
    representativeGroup: 'VAREJO',
    email: `rep${n}@teste.com.br`,
    phone: '(11) 98765-4321',
    regionalManagerId: aprovadorId,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; status: string; cnpj: string; updatedAt: string }>();
}

const PARAMETERS = {
  paymentSchedule: 'MENSAL',
  commission: true,
  commissionEmission: 'FATURAMENTO',
  minCommission: '1,00',
  commissionPercentage: '3,50',
  maxCommission: '6,00',
  manualCommission: false,
};
const CONTRACT = {
  grossValue: '18.500,00',
  netValue: '16.280,00',
  irrfValue: '2.220,00',
  startContract: '2026-01-01',
  endContract: '2027-12-31',
};
const fieldErrors = (res: { json: () => { details?: { field: string; messages: string[] }[] } }) =>
  res.json().details;

describe('representatives', () => {
  it('pre-registers a company with a valid CNPJ, its status a pre-registration', async () => {
    const rep = await preRegister();
    expect(rep.status).toBe('PRE_REGISTRATION');
    const bad = await call('admin', 'POST', '/services/representatives', {
      name: 'Sem documento',
      personType: 'PJ',
      cnpj: '11.111.111/1111-11',
      representativeType: 'COMERCIAL',
      representativeGroup: 'VAREJO',
      email: 'x@teste.com.br',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual([{ field: 'cnpj', messages: [MSG.invalidCnpj] }]);
    const none = await call('admin', 'POST', '/services/representatives', {
      name: 'Sem documento',
      personType: 'PF',
      representativeType: 'COMERCIAL',
      representativeGroup: 'VAREJO',
      email: 'x@teste.com.br',
    });
    expect(fieldErrors(none)).toEqual([{ field: 'cpf', messages: [REPRESENTATIVE_MSG.cpfForPf] }]);
  });

  it('keeps contract values exact and refuses them past their bounds, on their fields', async () => {
    const rep = await preRegister();
    const post = (over: object) =>
      call('admin', 'POST', '/services/representative-contracts', {
        representativeId: rep.id,
        ...CONTRACT,
        ...over,
      });
    const zero = await post({ grossValue: '0,00', netValue: '0,00' });
    expect(fieldErrors(zero)).toEqual([
      { field: 'grossValue', messages: [MSG.greaterThanZero] },
      { field: 'netValue', messages: [MSG.greaterThanZero] },
    ]);
    const above = await post({ grossValue: '1.000,00', netValue: '1.000,01' });
    expect(fieldErrors(above)).toEqual([{ field: 'netValue', messages: [MSG.netAboveGross] }]);
    const sameDay = await post({ endContract: '2026-01-01' });
    expect(fieldErrors(sameDay)).toEqual([{ field: 'endContract', messages: [MSG.endBeforeStart] }]);
    // At their bounds: a cent above zero, net equal to gross, the day after the start.
    const bound = await post({
      grossValue: '0,01',
      netValue: '0,01',
      irrfValue: '',
      endContract: '2026-01-02',
    });
    expect(bound.statusCode, bound.body).toBe(201);
    const exact = await post({ grossValue: '12.345.678.901,23', netValue: '12.345.678.901,22' });
    expect(exact.json()).toMatchObject({ grossValue: '12345678901.23', netValue: '12345678901.22' });
    // The first part written puts the pre-registration in consultation.
    expect((await call('admin', 'GET', `/services/representatives/${rep.id}`)).json().status).toBe(
      'IN_CONSULTATION',
    );
  });

  it('keeps the commission percentage within its min and max', async () => {
    const rep = await preRegister();
    const post = (over: object) =>
      call('admin', 'POST', '/services/representative-parameters', {
        representativeId: rep.id,
        ...PARAMETERS,
        ...over,
      });
    expect(fieldErrors(await post({ commissionPercentage: '6,01' }))).toEqual([
      { field: 'commissionPercentage', messages: [REPRESENTATIVE_MSG.percentOutOfBounds] },
    ]);
    expect(fieldErrors(await post({ minCommission: '7,00' }))).toEqual([
      { field: 'minCommission', messages: [REPRESENTATIVE_MSG.minAboveMax] },
    ]);
    expect((await post({ commissionPercentage: '6,00' })).statusCode).toBe(201);
    expect(fieldErrors(await post({}))).toEqual([
      { field: 'representativeId', messages: [REPRESENTATIVE_MSG.parametersTaken] },
    ]);
  });

  it('concludes into the registration workflow, which the regional manager approves: he is then active', async () => {
    const rep = await preRegister();
    const early = await call('admin', 'POST', `/services/representatives/${rep.id}/conclude`);
    expect(early.statusCode).toBe(400);
    expect(fieldErrors(early)).toEqual([
      { field: 'parameters', messages: [REPRESENTATIVE_MSG.parametersMissing] },
      { field: 'contract', messages: [REPRESENTATIVE_MSG.contractMissing] },
    ]);
    for (const [path, body] of [
      ['representative-parameters', PARAMETERS],
      ['representative-contracts', CONTRACT],
    ] as const)
      expect(
        (await call('admin', 'POST', `/services/${path}`, { representativeId: rep.id, ...body })).statusCode,
      ).toBe(201);

    const concluded = await call('admin', 'POST', `/services/representatives/${rep.id}/conclude`);
    expect(concluded.statusCode, concluded.body).toBe(201);
    const { message, executionWorkflowId, representative } = concluded.json();
    expect(message).toBe(REPRESENTATIVE_MSG.concluded);
    expect(representative).toMatchObject({ status: 'IN_APPROVAL', executionWorkflowId });
    // In approval, his parameters and contract wait: nothing more is concluded or added.
    expect((await call('admin', 'POST', `/services/representatives/${rep.id}/conclude`)).statusCode).toBe(
      400,
    );
    const locked = await call('admin', 'POST', '/services/representative-contracts', {
      representativeId: rep.id,
      ...CONTRACT,
    });
    expect([locked.statusCode, locked.json().message]).toEqual([400, REPRESENTATIVE_MSG.notOpen]);

    // aprovador (the regional manager) approves it from his task.
    const { answer } = recordWorkflow((...args) => call(...args), REPRESENTATIVE_WORKFLOW);
    expect((await answer('aprovador', rep.id, 'Aprovado')).statusCode).toBe(200);
    const active = (await call('admin', 'GET', `/services/representatives/${rep.id}`)).json();
    expect(active.status).toBe('ACTIVE');
    const history = (await call('admin', 'GET', `/services/history/representative/${rep.id}`)).json();
    expect(history.rows[0]).toMatchObject({
      user: { name: 'Ana Aprovadora' },
      changes: { status: { from: 'Em aprovação', to: 'Ativo' } },
    });

    // The actions of his execution, by executionWorkflowId.
    const actions = await call(
      'aprovador',
      'GET',
      `/services/representatives/actions?executionWorkflowId=${executionWorkflowId}`,
    );
    expect(actions.statusCode).toBe(200);
    expect(
      actions.json().map((a: { kind: string; actionName: string | null }) => [a.kind, a.actionName]),
    ).toEqual([
      ['START', 'Enviar para aprovação'],
      ['ANSWER', 'Aprovado'],
    ]);
    expect(
      (
        await call(
          'ralmeida',
          'GET',
          `/services/representatives/actions?executionWorkflowId=${executionWorkflowId}`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('sends the regional manager’s changes to the board, which saves them when it approves', async () => {
    const rep = await preRegister({ tradeName: 'Teste Representações' });
    const read = (await call('aprovador', 'GET', `/services/representatives/${rep.id}`)).json();
    expect(read.changeByRequest).toBe(true);
    const { id: _id, pendingChange: _p, changeByRequest: _c, ...fields } = read;
    const direct = await call('aprovador', 'PUT', `/services/representatives/${rep.id}`, {
      ...fields,
      tradeName: 'Teste Rep',
    });
    expect([direct.statusCode, direct.json().message]).toEqual([403, MSG.changeByRequest]);
    const asked = await call('aprovador', 'POST', `/services/representatives/${rep.id}/change-request`, {
      ...fields,
      tradeName: 'Teste Rep',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().tradeName).toBe('Teste Representações');
    const { answer } = recordWorkflow((...args) => call(...args), REPRESENTATIVE_CHANGE_WORKFLOW);
    expect((await answer('admin', rep.id, 'Aprovado')).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/services/representatives/${rep.id}`)).json().tradeName).toBe(
      'Teste Rep',
    );
  });

  it('edits the CNPJ by its own route only, for who sees every representative', async () => {
    const rep = await preRegister();
    const next = cnpjOf(93_900_000 + serial, 1);
    // A save keeps the CNPJ as it was.
    const full = (await call('admin', 'GET', `/services/representatives/${rep.id}`)).json();
    const { id: _id, pendingChange: _p, changeByRequest: _c, ...fields } = full;
    const saved = await call('admin', 'PUT', `/services/representatives/${rep.id}`, {
      ...fields,
      cnpj: next,
    });
    expect(saved.json().cnpj).toBe(rep.cnpj);

    const path = `/services/representatives/${rep.id}/cnpj`;
    const refused = await call('aprovador', 'POST', path, { cnpj: next });
    expect([refused.statusCode, refused.json().message]).toEqual([403, REPRESENTATIVE_MSG.cnpjEditSeesAll]);
    expect(fieldErrors(await call('admin', 'POST', path, { cnpj: '123' }))).toEqual([
      { field: 'cnpj', messages: [MSG.invalidCnpj] },
    ]);
    expect(fieldErrors(await call('admin', 'POST', path, { cnpj: rep.cnpj }))).toEqual([
      { field: 'cnpj', messages: [REPRESENTATIVE_MSG.cnpjSame] },
    ]);
    const edited = await call('admin', 'POST', path, { cnpj: next });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().cnpj).toBe(next);
    const history = (await call('admin', 'GET', `/services/history/representative/${rep.id}`)).json();
    expect(Object.keys(history.rows[0].changes)).toEqual(['cnpj']);
  });

  it('shows a representative his own record only, read-only', async () => {
    const mine = await call('vendedor', 'GET', '/services/representatives');
    expect(mine.json().rows.map((r: { name: string }) => r.name)).toEqual([
      'Carlos Vendedor Representações Ltda',
    ]);
    const own = mine.json().rows[0];
    const others = await t.db.query<{ id: number }>(
      "select r.id from representatives r join users u on u.id = r.user_id where u.user_name = 'ralmeida'",
    );
    const other = Number(others.rows[0]!.id);
    const denied = await call('vendedor', 'GET', `/services/representatives/${other}`);
    expect([denied.statusCode, denied.json().message]).toEqual([403, REPRESENTATIVE_MSG.noAccess]);
    // His contract too, and nobody else's.
    const contracts = (await call('vendedor', 'GET', '/services/representative-contracts')).json();
    expect(contracts.rows.map((c: { representativeId: number }) => c.representativeId)).toEqual([own.id]);
    const { id: _id, pendingChange: _p, changeByRequest: _c, ...fields } = own;
    expect((await call('vendedor', 'PUT', `/services/representatives/${own.id}`, fields)).statusCode).toBe(
      403,
    );
  });
});
