import { beforeAll, describe, expect, it } from 'vitest';
import { FINANCIAL_MSG, VPC_WORKFLOW } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { recordWorkflow } from '../../test/recordWorkflow.js';
import { customerOf } from '../buyers/buyers.testkit.js';
import { orderOf } from '../orders/orders.testkit.js';
import { budgetOf } from './financial.testkit.js';

const { t, call } = testAppWith(['admin', 'financeiro', 'aprovador', 'vendedor', 'ralmeida']);
let flow: ReturnType<typeof recordWorkflow>;
let customer = 0;

beforeAll(async () => {
  flow = recordWorkflow(call, VPC_WORKFLOW);
  customer = await customerOf(t, 'vendedor');
});

/** An ND of vendedor's customer, issued by financeiro against one of his orders. */
async function note(value: string) {
  const res = await call('financeiro', 'POST', '/services/debit-notes', {
    orderId: await orderOf(t, 'vendedor'),
    issueDate: '2026-02-10',
    value,
    description: 'ND de teste',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string; customerId: number };
}

const request = (over: object) => ({
  customerId: customer,
  value: '1000.00',
  firstPeriod: '2026-02-01',
  lastPeriod: '2026-02-28',
  description: 'VPC de teste',
  debitNoteIds: [],
  budgetId: null,
  ...over,
});

describe('debit notes (ND)', () => {
  it('an ND is of its order’s customer; found by its code, also without its prefix; not for another customer', async () => {
    const nd = await note('250.00');
    expect(nd.customerId).toBe(customer);
    expect(nd.code).toMatch(/^ND-\d{6}$/);
    const found = await call(
      'financeiro',
      'GET',
      `/services/debit-notes/validate?code=${nd.code}&customerId=${customer}`,
    );
    expect(found.json()).toMatchObject({ id: nd.id, value: '250.00' });
    expect((await call('financeiro', 'GET', `/services/debit-notes/validate?code=${nd.id}`)).statusCode).toBe(
      200,
    );
    const other = await customerOf(t, 'ralmeida');
    const wrong = await call(
      'financeiro',
      'GET',
      `/services/debit-notes/validate?code=${nd.code}&customerId=${other}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(FINANCIAL_MSG.debitNoteNotFound);
    // A representative finds his customers' NDs, never another's.
    expect((await call('vendedor', 'GET', `/services/debit-notes/validate?code=${nd.code}`)).statusCode).toBe(
      200,
    );
    expect((await call('ralmeida', 'GET', `/services/debit-notes/validate?code=${nd.code}`)).statusCode).toBe(
      403,
    );
    const perCustomer = (
      await call('vendedor', 'GET', `/services/debit-notes?customerId=${customer}&pageSize=100`)
    ).json();
    expect(perCustomer.rows.every((r: { customerId: number }) => r.customerId === customer)).toBe(true);
  });
});

describe('VPC requests', () => {
  it('a request whose value is less than its NDs’ sum is refused on its value, in the spec’s words', async () => {
    const [a, b] = [await note('600.00'), await note('500.00')];
    const refused = await call(
      'financeiro',
      'POST',
      '/services/vpc-requests',
      request({ value: '1099.99', debitNoteIds: [a.id, b.id] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'value', messages: ['O valor da solicitação do VPC é menor que o valor das NDs'] },
    ]);
    const exact = await call(
      'financeiro',
      'POST',
      '/services/vpc-requests',
      request({ value: '1100.00', debitNoteIds: [a.id, b.id] }),
    );
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json()).toMatchObject({
      status: 'DRAFT',
      ndsValue: '1100.00',
      debitNoteCodes: `${a.code}, ${b.code}`,
    });
    // An ND backs one request at most.
    const again = await call(
      'financeiro',
      'POST',
      '/services/vpc-requests',
      request({ value: '5000.00', debitNoteIds: [a.id] }),
    );
    expect(again.json().details).toEqual([
      { field: 'debitNoteIds', messages: [FINANCIAL_MSG.debitNoteTaken] },
    ]);
    // Lowering the value below its NDs on a save is refused the same way.
    const { id: _id, ...saved } = exact.json();
    const lower = await call('financeiro', 'PUT', `/services/vpc-requests/${exact.json().id}`, {
      ...saved,
      value: '1000.00',
    });
    expect(lower.json().details).toEqual([{ field: 'value', messages: [FINANCIAL_MSG.vpcBelowNds] }]);
  });

  it('approved by the approver through the workflow engine, it spends its value from its budget', async () => {
    const budget = await budgetOf(t, 'Verba dos VPC de teste', '5000.00');
    const nd = await note('300.00');
    const made = (
      await call(
        'financeiro',
        'POST',
        '/services/vpc-requests',
        request({ value: '1200.50', debitNoteIds: [nd.id], budgetId: budget }),
      )
    ).json();
    const sent = await call('financeiro', 'POST', `/services/vpc-requests/${made.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe('IN_APPROVAL');
    // In approval it no longer changes.
    const edit = await call('financeiro', 'PUT', `/services/vpc-requests/${made.id}`, {
      ...sent.json(),
      description: 'x',
    });
    expect(edit.json().message).toBe(FINANCIAL_MSG.vpcNotEditable);
    // Returned, corrected and sent again, then approved.
    expect((await flow.answer('aprovador', made.id, 'Reprovado')).statusCode).toBe(200);
    expect((await call('financeiro', 'GET', `/services/vpc-requests/${made.id}`)).json().status).toBe(
      'RETURNED',
    );
    expect((await call('financeiro', 'POST', `/services/vpc-requests/${made.id}/send`)).json().status).toBe(
      'IN_APPROVAL',
    );
    const approved = await flow.answer('aprovador', made.id, 'Aprovado');
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call('financeiro', 'GET', `/services/vpc-requests/${made.id}`)).json().status).toBe(
      'APPROVED',
    );
    const b = (await call('financeiro', 'GET', `/services/budgets/${budget}`)).json();
    expect(b).toMatchObject({ balance: '3799.50', spent: '1200.50' });
    expect(b.lastMovement).toContain(made.requestNumber);
    const cost = (
      await call(
        'financeiro',
        'GET',
        `/services/vpc-requests/costs?customerId=${customer}&from=2026-02-01&to=2026-02-28`,
      )
    ).json();
    expect(cost.rows[0]).toMatchObject({ month: '02/2026', value: '1200.50', ndsValue: '300.00' });
  });

  it('an approval its budget cannot pay is refused: "Erro ao cadastrar Aprovação." and the reason', async () => {
    const budget = await budgetOf(t, 'Verba curta para VPC', '100.00');
    const made = (
      await call(
        'financeiro',
        'POST',
        '/services/vpc-requests',
        request({ value: '100.01', budgetId: budget }),
      )
    ).json();
    await call('financeiro', 'POST', `/services/vpc-requests/${made.id}/send`);
    const refused = await flow.answer('aprovador', made.id, 'Aprovado');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `${FINANCIAL_MSG.approvalFailed} ${FINANCIAL_MSG.insufficientBalance('R$ 100,00')}`,
    );
    expect((await call('financeiro', 'GET', `/services/vpc-requests/${made.id}`)).json().status).toBe(
      'IN_APPROVAL',
    );
  });

  it('cancelled while open (a returned one too): its NDs are free again; in approval it is not', async () => {
    const nd = await note('90.00');
    const made = (
      await call(
        'financeiro',
        'POST',
        '/services/vpc-requests',
        request({ value: '90.00', debitNoteIds: [nd.id] }),
      )
    ).json();
    await call('financeiro', 'POST', `/services/vpc-requests/${made.id}/send`);
    const busy = await call('financeiro', 'POST', `/services/vpc-requests/${made.id}/cancel`);
    expect(busy.json().message).toBe(FINANCIAL_MSG.vpcNotCancellable);
    await flow.answer('aprovador', made.id, 'Reprovado');
    const cancelled = await call('financeiro', 'POST', `/services/vpc-requests/${made.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', debitNoteIds: [] });
    const reuse = await call(
      'financeiro',
      'POST',
      '/services/vpc-requests',
      request({ value: '90.00', debitNoteIds: [nd.id] }),
    );
    expect(reuse.statusCode).toBe(201);
  });

  it('its file is uploaded while it is open and downloaded by who sees it', async () => {
    const made = (await call('financeiro', 'POST', '/services/vpc-requests', request({}))).json();
    const boundary = '----vpc';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="comprovante.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`;
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/services/auth/login',
        payload: { userName: 'financeiro', password: 'demo1234' },
      })
    ).json().accessToken;
    const up = await t.app.inject({
      method: 'POST',
      url: `/services/vpc-requests/${made.id}/file`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().fileName).toBe('comprovante.pdf');
    const down = await call('vendedor', 'GET', `/services/vpc-requests/${made.id}/file`);
    expect(down.statusCode).toBe(200);
    expect((await call('ralmeida', 'GET', `/services/vpc-requests/${made.id}/file`)).statusCode).toBe(403);
  });
});
