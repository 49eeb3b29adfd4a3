import { ORDER_MSG, ORDER_WORKFLOW } from '@balcao/schema';
import type { RecordRule } from '../../kit/rules.js';
import { representativeRule } from '../sales/representativeRule.js';

const order = representativeRule({
  table: 'orders',
  alias: 'o',
  module: 'PEDIDOS',
  workflow: ORDER_WORKFLOW,
  msg: ORDER_MSG,
});

/** 404 'Pedido não encontrado'; 403 'Você não possui acesso a este pedido.' when hidden. */
export const assertOrderAccess = order.assert;
export const seesAllOrders = order.seesAll;

/** orderOfRepresentative: the negotiations' rule over orders (sales/representativeRule.ts). */
export const orderRule: RecordRule = order.rule;

/**
 * A record of one order (its table `table`, the order in `column`): seen by who sees its order, the
 * list joining the order as `o` (an order's items, its receivables).
 */
export const ofVisibleOrder = (table: string, column: string, notFound: string): RecordRule =>
  order.itemRule(table, column, notFound);

/** itemOfVisibleOrder: an item is seen by who sees its order (the list joins it as `o`). */
export const orderItemRule: RecordRule = order.itemRule('order_items', 'order_id', ORDER_MSG.itemNotFound);
