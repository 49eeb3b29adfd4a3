/**
 * The commission ruler (régua de comissão): the service that says, for a representative, how his
 * commission percentage moves with the discount an order line gives on the table price.
 */
export type RulerBand = {
  /** The band holds lines whose discount (%) is at most this; null: any discount above the others. */
  maxDiscount: string | null;
  /** Percentage points added to his commission percentage (negative: taken off), a decimal string. */
  adjustment: string;
};

export type CommissionRuler = {
  kind: 'http' | 'simulated';
  /** His bands, in order; the first whose maxDiscount holds a line's discount applies. */
  bands(representativeCode: string): Promise<RulerBand[]>;
};

/** The ruler's service refused its token: the screens say 'Erro em token Regua'. */
export class RulerTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulerTokenError';
  }
}

/** The ruler's service did not answer, or answered something unusable; `message` is for the log. */
export class RulerError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RulerError';
  }
}
