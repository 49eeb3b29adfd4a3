/** Companies ("matrizes", /administrative/companies) and their bank accounts (/financial/banks). */

/** The workflow a company's registration change goes through; the approved values are then saved. */
export const COMPANY_CHANGE_WORKFLOW = 'ALTERACAO_CADASTRAL_EMPRESA';
export const COMPANIES_PATH = '/administrative/companies';
/** The workflow a bank account's data change goes through; the approved data is then saved. */
export const BANK_ACCOUNT_CHANGE_WORKFLOW = 'ALTERACAO_CADASTRAL_CONTA';
export const BANKS_PATH = '/financial/banks';

/** Banks by their 3-digit Febraban code, to fill the bank name in as the code is typed. */
export const BANK_NAMES: Readonly<Record<string, string>> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '041': 'Banrisul',
  '070': 'BRB',
  '077': 'Banco Inter',
  '104': 'Caixa Econômica Federal',
  '208': 'BTG Pactual',
  '237': 'Bradesco',
  '260': 'Nu Pagamentos',
  '336': 'C6 Bank',
  '341': 'Itaú Unibanco',
  '422': 'Safra',
  '748': 'Sicredi',
  '756': 'Sicoob',
};

/** Agency: up to 5 digits and an optional check digit (a digit or X), as '1234-5'. */
export const AGENCY_PATTERN = /^\d{1,5}(-[\dX])?$/;
/** Account: up to 12 digits and an optional check digit (a digit or X), as '123456-7'. */
export const ACCOUNT_PATTERN = /^\d{1,12}(-[\dX])?$/;

/** '1234 5', '1234.5', '1234-x', '1234X' → '1234-5' / '1234-X'; anything else is left as typed. */
export function normalizeBankNumber(value: string): string {
  const v = value.trim().toUpperCase().replace(/\s+/g, '-');
  const m = /^(\d+)(?:[-./]([\dX])|(X))?$/.exec(v);
  if (!m) return v;
  const digit = m[2] ?? m[3];
  return digit ? `${m[1]}-${digit}` : m[1]!;
}
