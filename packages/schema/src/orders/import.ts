/**
 * The order import (spec/02 §2 /sales/orders import, §7 'POST import orders (multipart file, mode,
 * originOrder)', §8 'Falha ao importar pedidos') on the import kit: one row per item; the rows of one
 * customer and one customer order code are one order, written as a draft, its items bound as a typed
 * order's by the origin chosen for the file.
 */
import type { ImportDefinition } from '../imports/model.js';
import { ORDER_MSG, ORIGIN_ORDERS } from './model.js';

/** The origins an imported file's orders may have; each bounds the items as a typed order's. */
export const ORDER_IMPORT_ORIGINS = {
  TABELA: ORIGIN_ORDERS.TABELA,
  NEGOCIACAO: ORIGIN_ORDERS.NEGOCIACAO,
} as const;

/** Texts of the order import (the product's own). */
export const ORDER_IMPORT_MSG = {
  originLabel: 'Origem dos pedidos',
  otherCustomer: 'Cliente de outro representante: você só pode importar pedidos dos seus próprios clientes.',
  orderDiffers: (line: number) =>
    `Os dados do pedido diferem dos da linha ${line} (mesmo cliente e ordem de compra): repita-os igualmente em todas as linhas.`,
  orderCodeUsed: (number: string) => `Ordem de compra já usada no pedido ${number} deste cliente.`,
  negotiationRequired: 'Informe o número da negociação: a origem escolhida é a negociação.',
  noNegotiationExpected: 'Deixe a negociação em branco: a origem escolhida é a tabela de preço.',
} as const;

export const ORDERS_IMPORT: ImportDefinition = {
  kind: 'ORDERS',
  rest: 'orders',
  module: 'PEDIDOS',
  title: 'Pedidos',
  columns: [
    { key: 'customerDocument', header: 'CNPJ/CPF do cliente', type: 'text', required: true },
    { key: 'customerOrderCode', header: 'Ordem de compra do cliente', type: 'text', required: true, max: 30 },
    { key: 'negotiationNumber', header: 'Número da negociação', type: 'text', max: 20 },
    { key: 'establishmentCode', header: 'Estabelecimento', type: 'text', required: true, max: 10 },
    { key: 'orderType', header: 'Tipo de pedido', type: 'text', required: true },
    { key: 'conditionPayment', header: 'Condição de pagamento', type: 'text', required: true, max: 60 },
    { key: 'typeFreight', header: 'Tipo de frete', type: 'text', required: true },
    { key: 'logisticCompany', header: 'Transportadora', type: 'text', max: 80 },
    { key: 'deliveryDate', header: 'Data de entrega', type: 'date' },
    { key: 'productCode', header: 'Código do produto', type: 'text', required: true },
    { key: 'quantity', header: 'Quantidade', type: 'integer', required: true },
    { key: 'price', header: 'Preço sem IPI', type: 'money', required: true },
  ],
  help:
    'Uma linha por item: as linhas com o mesmo cliente e a mesma ordem de compra formam um pedido, com os mesmos dados em todas. ' +
    'Cada pedido é incluído em rascunho, e seus itens seguem a origem escolhida: a negociação aprovada do cliente ' +
    '(preço e quantidade negociados) ou a tabela de preço vigente (preço mínimo).',
  key: ['customerDocument', 'customerOrderCode', 'productCode'],
  batchSize: 500,
  failed: ORDER_MSG.importFailed,
  choice: { key: 'originOrder', label: ORDER_IMPORT_MSG.originLabel, options: ORDER_IMPORT_ORIGINS },
  progressEvent: 'ordersImportProgress',
};
