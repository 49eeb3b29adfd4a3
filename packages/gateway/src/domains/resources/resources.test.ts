import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputFields, operationNames, RESOURCES, resourceMessages } from '@balcao/schema/resources';
import { sampleInput } from '@balcao/services/test';
import { startStack, type GqlResult } from '../../test/stack.js';
import { RESOURCE_EXPORTS } from '../../files/resourceExports.js';

/**
 * The record kit's contract on the gateway, over every area: the web's generated operations are
 * valid against the generated SDL, and each reaches its REST route with ids and status mapped.
 * What the services do with them is the services' contract suite (kit/contract.test.ts).
 */
let s: Awaited<ReturnType<typeof startStack>>;
let admin = '';
let outsider = '';
beforeAll(async () => {
  s = await startStack();
  admin = await s.login('admin');
  outsider = await s.login('semperfil');
});
afterAll(() => s.close());

type Row = Record<string, unknown> & { id: string; updatedAt: string };
type Db = Awaited<ReturnType<typeof startStack>>['services']['db'];
/** The id the first row of `sql` answers. */
const idOf = async (db: Db, sql: string, params?: unknown[]) =>
  Number((await db.query<{ id: number }>(sql, params)).rows[0]!.id);
const firstId = (db: Db, table: string) => idOf(db, `select min(id) as id from ${table}`);

let gatewayReps = 0;
/** A pre-registered representative, written straight to the table. */
async function gatewayRepresentative(db: Db) {
  const n = ++gatewayReps;
  return idOf(
    db,
    `insert into representatives (name, person_type, representative_type, representative_group, email)
     values ($1, 'PF', 'COMERCIAL', 'VAREJO', 'gw@representante.com.br') returning id`,
    [`Representante do gateway ${n}`],
  );
}

/** A budget of its own, for any customer, written straight to the table. */
const gatewayBudget = (db: Db) =>
  idOf(
    db,
    `insert into budgets (description, category, value, balance) values ('Verba do gateway', 'FLOW', 100, 100) returning id`,
  );

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** References a new record of an area needs, as admin may use them. */
/** Values that pass an area's own rules. */
const OWN: Record<string, Record<string, unknown>> = {
  bankAccount: { bankCode: '341', agencyCode: '7001', accountCode: '7001-1' },
  workflowJurisdiction: { minAmount: '7001.00', maxAmount: '7002.00' },
  workflowType: { code: 'GW_WF_7001', recordPath: '' },
  approvalMode: { approverCode: 'GW-AM-7001' },
  // Module × action codes of the catalogue: the sample's first is one.
  profile: {},
  company: { code: 'GW-KIT-7001', cnpj: '97007001000108', stateRegistration: '' },
  product: { code: 'GWP7001', ean: '', ncm: '85287200' },
  priceTable: { code: 'GWT7001' },
  priceTableItem: { maxDiscount: '' },
  negotiation: { firstPeriod: '2026-01-01', lastPeriod: '2026-03-31' },
  negotiationItem: { negotiatedPriceWithoutIpi: '99999.00' },
  order: { establishmentCode: '01' },
  orderItem: { price: '99999.00' },
  user: { userName: 'gw.kit', password: 'Vento-Azul-27', currentPassword: '' },
  representative: { personType: 'PJ', cnpj: '97007002000144' },
  representativeParameter: { minCommission: '1.00', commissionPercentage: '3.50', maxCommission: '6.00' },
  representativeContract: { grossValue: '15000.00', netValue: '13200.00', endContract: '2027-01-14' },
  budgetSchedule: { periodStart: '2026-01-01', periodEnd: '2026-03-31', assessmentDate: '2026-04-10' },
  budgetMovement: { kind: 'CREDIT', value: '10.00' },
  budgetPrice: { percVpc: '2.00', percFan: '1.00' },
  debitNote: { value: '150.00' },
  // Open: a payment day is never before the title's issue (today, for one by hand).
  receivable: { paymentDate: '' },
  vpcRequest: { firstPeriod: '2026-01-01', lastPeriod: '2026-01-31', debitNoteIds: [], budgetId: null },
  // A period of its own: a customer's FANs never overlap.
  fan: { startDate: '2092-01-01', endDate: '2092-12-31' },
};
/** An item area's references: its parent, a row of its own that `sql` inserts, and a demo product. */
const parentAndProduct = (parent: string, sql: string) => async (db: Db) => ({
  [parent]: await idOf(db, sql),
  productId: await firstId(db, 'products'),
});
const firstCustomer = async (db: Db) => ({ customerId: await firstId(db, 'customers') });
const REFS: Record<string, (db: Db) => Promise<Record<string, number>>> = {
  workflowType: async (db) => ({ workflowTypeSituations: await firstId(db, 'situations') }),
  approvalMode: async (db) => ({
    approvers: await idOf(db, "select id from users where user_name = 'aprovador'"),
  }),
  bankAccount: async (db) => ({ companyId: await firstId(db, 'companies') }),
  workflowJurisdiction: async (db) => {
    await db.query(
      "insert into approval_modes (code, description, role_code) values ('GW', 'Diretoria', 'BOARD') on conflict do nothing",
    );
    return {
      typeId: await idOf(db, "select id from workflow_types where code = 'MODO_APROVACAO'"),
      approvalModeId: await idOf(db, "select id from approval_modes where code = 'GW'"),
    };
  },
  // An inactive table of its own (nothing overlaps it) and a demo product.
  priceTableItem: parentAndProduct(
    'priceTableId',
    `insert into price_tables (code, description, valid_from, valid_to, states, active)
     values ('GW-ITEMS', 'Tabela do gateway', '2026-01-01', '2026-12-31', '{AC}', false) returning id`,
  ),
  negotiation: firstCustomer,
  // A draft of the first customer, and a product the demo tables price for every customer.
  negotiationItem: parentAndProduct(
    'negotiationId',
    `insert into negotiations (customer_id, type_of_funds, type_of_payment, reason, first_period,
                               last_period, destination_state, issue_date)
     select min(id), 'VPC', 'BOLETO', 'Gateway', '2026-01-01', '2026-03-31', 'SP', current_date
       from customers returning id`,
  ),
  order: firstCustomer,
  // A draft order of the first customer from the price table, and a product the demo tables price for every customer.
  orderItem: parentAndProduct(
    'orderId',
    `insert into orders (customer_id, establishment_code, order_type, origin_order, condition_payment,
                         type_freight, issue_date)
     select min(id), '01', 'VENDA', 'TABELA', '28 dias', 'CIF', current_date from customers returning id`,
  ),
  // A draft release of its own and a demo product.
  productReleaseItem: parentAndProduct(
    'releaseId',
    "insert into product_releases (description, order_group) values ('Liberação do gateway', 'GW') returning id",
  ),

  // A pre-registration of its own for each part (one set of parameters per representative).
  representativeParameter: async (db) => ({ representativeId: await gatewayRepresentative(db) }),
  representativeContract: async (db) => ({ representativeId: await gatewayRepresentative(db) }),
  buyer: firstCustomer,
  budget: firstCustomer,
  budgetSchedule: async (db) => ({ budgetId: await gatewayBudget(db) }),
  budgetMovement: async (db) => ({
    budgetId: await gatewayBudget(db),
    customerId: await firstId(db, 'customers'),
  }),
  budgetPrice: async (db) => ({
    budgetId: await gatewayBudget(db),
    productId: await firstId(db, 'products'),
  }),
  debitNote: async (db) => ({ orderId: await firstId(db, 'orders') }),
  // An order that invoiced something: a title by hand is only of one.
  receivable: async (db) => ({
    orderId: await idOf(db, 'select min(order_id) as id from order_items where invoiced_quantity > 0'),
  }),
  vpcRequest: firstCustomer,
  fan: firstCustomer,
  substitute: async (db) => {
    const user = (name: string) => idOf(db, 'select id from users where user_name = $1', [name]);
    return { userId: await user('aprovador'), substituteId: await user('admin') };
  },
};

describe.each(RESOURCES.map((d) => [d.name, d] as const))('kit area %s over the gateway', (_, def) => {
  const n = operationNames(def);
  const web = (path: string) => readFileSync(new URL(`../../../../web/src/${path}`, import.meta.url), 'utf8');
  // The record query of an area with change requests spreads the web's PendingChange fragment.
  const document =
    web(`__generated__/resources/${n.list.replace(/List$/, '')}.graphql`) +
    (def.changeRequest ? web('features/changeRequests/PendingChange.graphql') : '');
  const op = async <T>(operationName: string, variables: object, token = admin) => {
    const res = await s.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query: document, operationName, variables },
    });
    return res.json() as GqlResult<T>;
  };

  it('lists, reads, creates and saves through the generated operations; stale, missing and refused as codes', async () => {
    const marker = `Gw${def.name}`;
    const input = sampleInput(def, 7001, marker, await REFS[def.name]?.(s.services.db), OWN[def.name]);
    const created = await op<Record<string, unknown>>(cap(n.create), {
      input: { ...input, active: undefined },
    });
    expect(created.errors).toBeUndefined();

    // Found by its name; an area named by a joined field (an item by its product) by its parent.
    const named = inputFields(def).some(([k]) => k === def.title);
    const parent = Object.keys(def.fields).find(
      (k) => def.fields[k]!.type === 'ref' && def.fields[k]!.filter,
    );
    const list = await op<Record<string, { rows: Row[]; totalRegisters: number }>>(n.list, {
      input:
        named || !parent
          ? { q: `${marker} 7001`, pageSize: 5 }
          : { filters: [{ key: parent, values: [String(input[parent])] }], pageSize: 5 },
    });
    expect(list.errors).toBeUndefined();
    const row = list.data![def.plural]!.rows[0]!;
    if (named) expect(row[def.title]).toBe(input[def.title]);

    const record = await op<Record<string, Row>>(n.record, { id: row.id });
    expect(record.data![def.name]).toMatchObject({ id: row.id, updatedAt: row.updatedAt });

    const { id, updatedAt } = row;
    const writable = [...inputFields(def).map(([k]) => k), ...(def.active === 'field' ? ['active'] : [])];
    const fields = Object.fromEntries(writable.map((k) => [k, row[k]]));
    const save = cap(n.update);
    expect((await op(save, { id, input: { ...fields, updatedAt } })).errors).toBeUndefined();
    const stale = await op(save, { id, input: { ...fields, updatedAt } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', current: { id: Number(id) } });

    const missing = await op(n.record, { id: '999999999' });
    expect(missing.errors?.[0]).toMatchObject({
      message: resourceMessages(def).notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const refused = await op(n.list, {}, outsider);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Declared writes only: the status toggle, the deletion.
    if (def.active === 'toggle') {
      const off = await op<Record<string, Row>>(cap(n.setActive), { id, active: false });
      expect(off.data![n.setActive]).toMatchObject({ id, active: false });
    }
    if (def.remove) {
      expect((await op(cap(n.remove), { id })).data).toEqual({ [n.remove]: true });
      expect((await op(n.record, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it("names its exports for the gateway's file routes, which relay them", async () => {
    expect(RESOURCE_EXPORTS[def.rest]).toBe(`/services/${def.rest}/export`);
    expect(RESOURCE_EXPORTS[`${def.rest}-log`]).toBe(`/services/${def.rest}/export/log`);
    const res = await s.gateway.inject({
      url: `/files/exports/${def.rest}?format=csv`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).not.toBe(404);
    expect(res.statusCode).toBeLessThan(500);
  });
});
