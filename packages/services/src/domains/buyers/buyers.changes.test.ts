import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER_CHANGE_WORKFLOW, MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { recordWorkflow } from '../../test/recordWorkflow.js';
import { customerOf, newBuyer, testCpf } from './buyers.testkit.js';

const { t, call } = testAppWith(['vendedor', 'aprovador', 'ralmeida', 'admin']);
let customerId = 0;
beforeAll(async () => {
  customerId = await customerOf(t, 'vendedor');
});

const { answer } = recordWorkflow((...args) => call(...args), BUYER_CHANGE_WORKFLOW);

describe('buyer registration change requests', () => {
  it("a representative's change goes to his regional manager, who opens the buyer, returns it, then approves it", async () => {
    const b = (await call('vendedor', 'POST', '/services/buyers', newBuyer(customerId, testCpf(21)))).json();
    expect((await call('vendedor', 'GET', `/services/buyers/${b.id}`)).json()).toMatchObject({
      changeByRequest: true,
      pendingChange: null,
    });
    const direct = await call(
      'vendedor',
      'PUT',
      `/services/buyers/${b.id}`,
      newBuyer(customerId, testCpf(21)),
    );
    expect([direct.statusCode, direct.json().message]).toEqual([403, MSG.changeByRequest]);

    const asked = await call(
      'vendedor',
      'POST',
      `/services/buyers/${b.id}/change-request`,
      newBuyer(customerId, testCpf(21), { phone: '(11) 3333-4444', main: true }),
    );
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({
      phone: '11987654321',
      main: false,
      pendingChange: {
        mine: true,
        changes: [
          { field: 'phone', before: '11987654321', after: '1133334444', current: '11987654321' },
          { field: 'main', before: 'false', after: 'true', current: 'false' },
        ],
      },
    });

    // aprovador (regional manager) does not represent the customer: his task lets him open the buyer.
    expect((await call('aprovador', 'GET', `/services/buyers/${b.id}`)).json().pendingChange.mine).toBe(
      false,
    );
    const other = await call('ralmeida', 'GET', `/services/buyers/${b.id}`);
    expect([other.statusCode, other.json().message]).toEqual([403, MSG.noClientAccess]);

    expect((await answer('aprovador', b.id, 'Reprovado')).statusCode).toBe(200);
    const corrected = await call(
      'vendedor',
      'POST',
      `/services/buyers/${b.id}/change-request`,
      newBuyer(customerId, testCpf(21), { phone: '(11) 3333-5555', main: true }),
    );
    expect(corrected.json().pendingChange.changes[0]).toEqual({
      field: 'phone',
      before: '11987654321',
      after: '1133335555',
      current: '11987654321',
    });
    expect((await answer('vendedor', b.id, 'Enviar para aprovação')).statusCode).toBe(200);
    expect((await answer('aprovador', b.id, 'Aprovado')).json().status).toBe('COMPLETED');

    expect((await call('vendedor', 'GET', `/services/buyers/${b.id}`)).json()).toMatchObject({
      phone: '1133335555',
      main: true,
      pendingChange: null,
    });
  });

  it('a CPF taken by another buyer of the customer is refused on its field when asked for', async () => {
    const first = (
      await call('vendedor', 'POST', '/services/buyers', newBuyer(customerId, testCpf(22)))
    ).json();
    const second = (
      await call('vendedor', 'POST', '/services/buyers', newBuyer(customerId, testCpf(23)))
    ).json();
    const taken = await call(
      'vendedor',
      'POST',
      `/services/buyers/${second.id}/change-request`,
      newBuyer(customerId, first.cpf),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().details[0].field).toBe('cpf');
    // Who sees every customer saves directly.
    expect((await call('admin', 'GET', `/services/buyers/${second.id}`)).json().changeByRequest).toBe(false);
  });
});
