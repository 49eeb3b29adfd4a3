import type { ErpClientPageDTO, ErpClientSummaryDTO, ErpRepresentativePageDTO } from '@balcao/schema';

export type ErpSearch = { q?: string; page: number; pageSize: number };
/** One of the two: a 14-digit CNPJ or the client's ERP code. */
export type ErpClientKey = { cnpj: string } | { code: string };

/** The external ERP (TOTVS) as the product sees it. */
export type ErpAdapter = {
  kind: 'http' | 'simulated';
  searchClients(search: ErpSearch): Promise<ErpClientPageDTO>;
  /** null when the ERP has no such client. */
  clientSummary(key: ErpClientKey): Promise<ErpClientSummaryDTO | null>;
  /** The representatives the ERP knows (the representatives' TOTVS panel), by name, code or CNPJ. */
  searchRepresentatives(search: ErpSearch): Promise<ErpRepresentativePageDTO>;
  /**
   * Receives an order's approved items not yet sent (all of them or none) and answers the ERP's
   * number of the order: the one it was given back when the order was sent before.
   */
  sendOrder(order: ErpOrder): Promise<{ totvsCode: string }>;
};

/** An approved order as the ERP receives it (README, "The ERP"): money as exact decimals. */
export type ErpOrder = {
  orderNumber: string;
  /** The ERP's number when part of the order was sent before; null the first time. */
  totvsCode: string | null;
  customerCnpj: string;
  customerOrderCode: string | null;
  remittanceOrderCode: string | null;
  establishmentCode: string;
  orderType: string;
  conditionPayment: string;
  typeFreight: string;
  items: { itemId: number; productCode: string; quantity: number; price: string; ipi: string }[];
};

/** The ERP did not answer, or answered something unusable; `message` is for the log only. */
export class ErpError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ErpError';
  }
}
