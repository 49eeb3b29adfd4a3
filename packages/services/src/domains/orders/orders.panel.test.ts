import { beforeAll, describe, expect, it } from 'vitest';
import { testAppWith } from '../../test/testFile.js';
import { pricedCustomerOfVendedor } from '../negotiations/negotiations.testkit.js';

/**
 * An order answered from the generic workflow panel (POST /workflows/updateExecution) as from its
 * approval page: its approved items go to the (simulated) ERP; the returned order's task opens its
 * edit page, where the representative corrects it.
 */
const { t, call } = testAppWith(['vendedor', 'aprovador']);
let customerId = 0;
let products: number[] = [];

beforeAll(async () => {
  ({ customerId, products } = await pricedCustomerOfVendedor(t.db, 'PED-PANEL'));
});

type Context = {
  currentStepId: number;
  link: string;
  actions: { id: number; effect: string }[];
};

describe("an order's approval through the generic workflow panel", () => {
  it('sends the approved items to the ERP, and the returned order opens where it is corrected', async () => {
    const made = await call('vendedor', 'POST', '/services/orders', {
      customerId,
      establishmentCode: '01',
      orderType: 'VENDA',
      conditionPayment: '28 dias',
      typeFreight: 'CIF',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ id: number }>().id;
    const itemIds: number[] = [];
    for (const [k, price] of [
      [0, '950.00'],
      [1, '320.00'],
    ] as const) {
      const item = await call('vendedor', 'POST', '/services/order-items', {
        orderId: id,
        productId: products[k],
        quantity: 2,
        price,
      });
      expect(item.statusCode, item.body).toBe(201);
      itemIds.push(item.json<{ id: number }>().id);
    }
    const sent = await call('vendedor', 'POST', `/services/orders/${id}/send`);
    const execution = sent.json<{ executionWorkflowId: number }>().executionWorkflowId;

    const ctx = (
      await call('aprovador', 'GET', `/services/workflows/context?executionWorkflowId=${execution}`)
    ).json<Context>();
    const approveItems = ctx.actions.find((a) => a.effect === 'APPROVE_ITEMS')!;
    const answered = await call('aprovador', 'POST', '/services/workflows/updateExecution', {
      executionWorkflowId: execution,
      stepId: ctx.currentStepId,
      actionId: approveItems.id,
      items: [
        { id: String(itemIds[0]), approved: true },
        { id: String(itemIds[1]), approved: false },
      ],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const order = (await call('vendedor', 'GET', `/services/orders/${id}`)).json();
    expect(order).toMatchObject({
      status: 'RETURNED',
      erpStatus: 'SENT',
      totvsCode: `PV${String(id).padStart(8, '0')}`,
    });

    // vendedor's task and its notification open the order's edit page, not the approvers' list.
    const edit = `/sales/orders/edit/${id}`;
    const notices = (await call('vendedor', 'GET', '/services/notifications?page=1&pageSize=5')).json();
    expect(notices.rows.map((n: { notification: { link: string } }) => n.notification.link)).toContain(edit);
    const tasks = (await call('vendedor', 'GET', '/services/tasks/mine?pageSize=100')).json();
    expect(
      tasks.rows.find((r: { executionWorkflowId: number }) => r.executionWorkflowId === execution)?.link,
    ).toBe(edit);
    // The approver's own task still opens the approval page.
    expect(ctx.link).toBe(`/sales/orders/approval/workflow/${id}?executionWorkflowId=${execution}`);
  });
});
