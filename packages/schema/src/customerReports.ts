/**
 * The customer report, dashboard and prospection view (spec/02 §2 /client/customer/report,
 * /client/customer/dashboard, /client/customerProspection/view): what every side shares.
 */
import type { CustomerStatus } from './customers.js';
import { businessDay } from './timeZone.js';

/** Brazil's five regions, and the states (UF) of each. */
export const REGIONS = {
  NORTE: 'Norte',
  NORDESTE: 'Nordeste',
  CENTRO_OESTE: 'Centro-Oeste',
  SUDESTE: 'Sudeste',
  SUL: 'Sul',
} as const;
export type Region = keyof typeof REGIONS;
export const REGION_UFS: Readonly<Record<Region, readonly string[]>> = {
  NORTE: ['AC', 'AM', 'AP', 'PA', 'RO', 'RR', 'TO'],
  NORDESTE: ['AL', 'BA', 'CE', 'MA', 'PB', 'PE', 'PI', 'RN', 'SE'],
  CENTRO_OESTE: ['DF', 'GO', 'MS', 'MT'],
  SUDESTE: ['ES', 'MG', 'RJ', 'SP'],
  SUL: ['PR', 'RS', 'SC'],
};
export const regionOfUf = (uf: string | null | undefined): Region | null =>
  (Object.keys(REGION_UFS) as Region[]).find((r) => REGION_UFS[r].includes(uf ?? '')) ?? null;

/** The statuses of a prospect: a pre-registration and one in approval. */
export const PROSPECT_STATUSES: readonly CustomerStatus[] = ['PRE_REGISTRATION', 'IN_APPROVAL'];

/**
 * The report's name (spec/02 §7: 'Relatório Clientes m/yyyy'), month and year of `now` in
 * the business's time zone, the month without a leading zero.
 */
export function customerReportName(now = new Date()) {
  const [year, month] = businessDay(now).split('-');
  return `Relatório Clientes ${Number(month)}/${year}`;
}

/**
 * The report's file name: a file name may not hold '/' (a path separator everywhere; browsers turn
 * it into '_'), so the spec's slash is written as U+2215 DIVISION SLASH, which reads the same.
 */
export const customerReportFileName = (now = new Date()) =>
  `${customerReportName(now).replace('/', '\u2215')}.xlsx`;

/** Texts of these screens that the spec does not name. */
export const CUSTOMER_REPORT_MSG = {
  reportFailed: 'Falha ao buscar o relatório de clientes',
  dashboardFailed: 'Falha ao buscar o dashboard de clientes',
  prospectsFailed: 'Falha ao buscar as prospecções de clientes',
  empty: 'Nenhum cliente encontrado para os filtros informados.',
  /** spec/02 §8 success text. */
  documentGenerated: 'Documento gerado com sucesso',
} as const;
