import type { NeogridOrderLine } from '@balcao/schema';

export type NeogridQuery = { cnpj: string; from: string; to: string };

/** Neogrid's EDI as the product sees it: a buyer's purchase order lines issued in a period. */
export type NeogridAdapter = {
  kind: 'http' | 'simulated';
  orders(query: NeogridQuery): Promise<NeogridOrderLine[]>;
};

/** Neogrid did not answer, or answered something unusable; `message` is for the log only. */
export class NeogridError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NeogridError';
  }
}
