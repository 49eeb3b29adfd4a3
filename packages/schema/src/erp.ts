/**
 * The external ERP (TOTVS) as the product reads it: clients by CNPJ or ERP code. Money is a decimal
 * string ('1234.56'), days are 'YYYY-MM-DD'.
 */
export const ERP_CLIENT_STATUSES = ['ACTIVE', 'BLOCKED', 'INACTIVE'] as const;
export type ErpClientStatus = (typeof ERP_CLIENT_STATUSES)[number];
export const ERP_CLIENT_STATUS_LABEL: Record<ErpClientStatus, string> = {
  ACTIVE: 'Ativo',
  BLOCKED: 'Bloqueado',
  INACTIVE: 'Inativo',
};

/** TOTVS risk classes: A (no risk) to E (credit blocked). */
export const ERP_RISK_CLASSES = ['A', 'B', 'C', 'D', 'E'] as const;
export type ErpRiskClass = (typeof ERP_RISK_CLASSES)[number];

export const ERP_ORDER_STATUSES = ['OPEN', 'INVOICED', 'CANCELLED'] as const;
export type ErpOrderStatus = (typeof ERP_ORDER_STATUSES)[number];
export const ERP_ORDER_STATUS_LABEL: Record<ErpOrderStatus, string> = {
  OPEN: 'Em aberto',
  INVOICED: 'Faturado',
  CANCELLED: 'Cancelado',
};

/** A row of the TOTVS panel's search. */
export type ErpClientDTO = {
  code: string;
  corporateName: string;
  tradeName: string | null;
  /** 14 digits. */
  cnpj: string;
  city: string;
  state: string;
  status: ErpClientStatus;
  riskClass: ErpRiskClass;
  creditLimit: string;
  /** Sum of the open titles. */
  balance: string;
  lastInvoiceDate: string | null;
};

export type ErpOrderDTO = { number: string; date: string; amount: string; status: ErpOrderStatus };

/** What a customer page shows of its client in the ERP. */
export type ErpClientSummaryDTO = ErpClientDTO & {
  availableCredit: string;
  openTitles: number;
  overdueAmount: string;
  paymentCondition: string;
  lastOrders: ErpOrderDTO[];
};

export type ErpClientPageDTO = { rows: ErpClientDTO[]; totalRegisters: number };

/**
 * Reserved inputs the simulated ERP answers with a failure, so that tests and demos can show the
 * failure path without a mock: the search text fails the search; the CNPJ fails the summary (and a
 * search for it finds the one test client that carries it).
 */
export const ERP_SIMULATED_FAILURE = { query: 'ERRO-TOTVS', cnpj: '99999999000191' } as const;

/** A representative as the ERP (TOTVS) holds him: a row of the representatives' TOTVS panel. */
export type ErpRepresentativeDTO = {
  /** His code in the ERP (REP- and five digits, as the product names him). */
  code: string;
  name: string;
  /** 14 digits. */
  cnpj: string;
  city: string;
  state: string;
  status: ErpClientStatus;
  /** The commission percentage the ERP pays him, a decimal string ('3.50'). */
  commissionPercentage: string;
  /** What he sold over the last twelve months. */
  salesLast12Months: string;
  lastSaleDate: string | null;
};

export type ErpRepresentativePageDTO = { rows: ErpRepresentativeDTO[]; totalRegisters: number };
