/**
 * Neogrid (spec/02 §2 /sales/neogrid, §7 'POST neogrid download', §8 'Erro ao consultar neogrid'):
 * the purchase orders a customer (a retailer) sent us through Neogrid's EDI, downloaded as XLSX for
 * a period. The services read them through an adapter: simulated by default, a real endpoint when
 * NEOGRID_URL is set.
 */

/** One line of a purchase order as Neogrid gives it; amounts as decimal strings. */
export type NeogridOrderLine = {
  orderNumber: string;
  /** YYYY-MM-DD */
  issueDate: string;
  /** YYYY-MM-DD */
  deliveryDate: string;
  /** The store it is delivered to (14 digits). */
  deliveryCnpj: string;
  ean: string;
  description: string;
  quantity: number;
  unitPrice: string;
  total: string;
};

/** The CNPJ for which the simulated Neogrid fails as an unreachable one would. */
export const NEOGRID_SIMULATED_FAILURE = { cnpj: '99999999000191' } as const;

/** The longest period one download covers, in days. */
export const NEOGRID_MAX_DAYS = 366;

export const NEOGRID_MSG = {
  failed: 'Erro ao consultar neogrid',
  noCnpj: 'O cliente não tem CNPJ: a Neogrid identifica o comprador pelo CNPJ.',
  period: 'Informe um período de até 366 dias, com o fim igual ou posterior ao início.',
  title: 'Pedidos Neogrid',
} as const;
