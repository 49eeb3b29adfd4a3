import type { ErpClientPageDTO, ErpClientSummaryDTO } from '@balcao/schema';

export type ErpSearch = { q?: string; page: number; pageSize: number };
/** One of the two: a 14-digit CNPJ or the client's ERP code. */
export type ErpClientKey = { cnpj: string } | { code: string };

/** The external ERP (TOTVS) as the product sees it. */
export type ErpAdapter = {
  kind: 'http' | 'simulated';
  searchClients(search: ErpSearch): Promise<ErpClientPageDTO>;
  /** null when the ERP has no such client. */
  clientSummary(key: ErpClientKey): Promise<ErpClientSummaryDTO | null>;
};

/** The ERP did not answer, or answered something unusable; `message` is for the log only. */
export class ErpError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ErpError';
  }
}
