import { can, FAN_MSG, FINANCIAL_MSG, MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { forbidden, notFound } from '../../errors.js';
import type { RecordRule } from '../../kit/rules.js';
import { ofVisibleOrder } from '../orders/access.js';
import {
  assertCustomerAccess,
  customerListWhere,
  seesAllCustomers,
  type Caller,
} from '../customers/access.js';

/**
 * Who sees every record of a financial area: its module's confidential access (finance), or
 * whoever sees every customer. The others see those of the customers they may see.
 */
export const seesAllOf = (module: string) => (caller: Caller) =>
  can(caller.accessSet, module, 'ACESSO_A_INFORMACAO_CONFIDENCIAL') || seesAllCustomers(caller.accessSet);

/** 403 'Você não possui acesso a este cliente.' when the caller may not use this customer here. */
export async function assertCustomerFor(db: Db, caller: Caller, module: string, customerId: number) {
  if (!seesAllOf(module)(caller)) await assertCustomerAccess(db, caller, customerId);
  else if (!(await db.query('select 1 from customers where id = $1', [customerId])).rows.length)
    throw notFound('Cliente não encontrado');
}

/**
 * A record of one customer (its `customer_id`) is seen by whoever sees every record of its module
 * (above), else by who may see that customer: the customers' rule, the list joining the customer
 * aliased `c`. 404 in the area's words when there is no such record.
 */
/** The customers the caller may use in `module`: every one (above), else those he sees. */
export const customersOf = (module: string) => (caller: Caller) =>
  seesAllOf(module)(caller) ? [] : customerListWhere(caller);

function customerRecordRule(table: string, module: string, notFoundText: string) {
  const seesAll = seesAllOf(module);
  const assert = async (db: Db, caller: Caller, id: number) => {
    const { rows } = await db.query<{ customerId: number }>(
      `select customer_id as "customerId" from ${table} where id = $1`,
      [id],
    );
    if (!rows[0]) throw notFound(notFoundText);
    if (!seesAll(caller)) await assertCustomerAccess(db, caller, Number(rows[0].customerId));
  };
  const rule: RecordRule = {
    assert,
    listWhere: customersOf(module),
    seesAll,
    // Once gone, its history is only for who sees every record.
    history: async (db, caller, id) => {
      const { rows } = await db.query(`select 1 from ${table} where id = $1`, [id]);
      if (rows.length) return assert(db, caller, id);
      if (!seesAll(caller)) throw forbidden(MSG.noClientAccess);
    },
  };
  return rule;
}

/** debitNoteOfVisibleCustomer: an ND is seen by finance and by who sees its customer. */
export const debitNoteRule = customerRecordRule(
  'debit_notes',
  'NOTA_DE_DEBITO',
  FINANCIAL_MSG.debitNoteNotFound,
);
/** vpcOfVisibleCustomer: a VPC request is seen by finance and by who sees its customer. */
export const vpcRule = customerRecordRule('vpc_requests', 'VPC', FINANCIAL_MSG.vpcNotFound);
/** fanOfVisibleCustomer: a FAN is seen by finance and by who sees its customer (his approver). */
export const fanRule = customerRecordRule('fans', 'FAN', FAN_MSG.notFound);
/** receivableOfVisibleOrder: a receivable is seen by who sees its order (finance: every order). */
export const receivableRule = ofVisibleOrder('receivables', 'order_id', FINANCIAL_MSG.receivableNotFound);
