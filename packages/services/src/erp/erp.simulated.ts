import {
  ERP_ORDER_SIMULATED_FAILURE,
  ERP_SIMULATED_FAILURE,
  onlyDigits,
  type ErpClientDTO,
  type ErpClientSummaryDTO,
} from '@balcao/schema';
import { ErpError, type ErpAdapter } from './erp.adapter.js';
import { buildDataset, materialize } from './erp.dataset.js';
import { simulatedRepresentatives } from './erp.representatives.js';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The search row of a summary: the panel's columns only. */
const row = (s: ErpClientSummaryDTO): ErpClientDTO => ({
  code: s.code,
  corporateName: s.corporateName,
  tradeName: s.tradeName,
  cnpj: s.cnpj,
  city: s.city,
  state: s.state,
  status: s.status,
  riskClass: s.riskClass,
  creditLimit: s.creditLimit,
  balance: s.balance,
  lastInvoiceDate: s.lastInvoiceDate,
});

/**
 * A stand-in for the TOTVS client API, for demos and tests: 240 deterministic Brazilian clients
 * (valid CNPJs, pt-BR names, figures as exact decimals). The search text 'ERRO-TOTVS' and the CNPJ
 * 99.999.999/0001-91 (ERP_SIMULATED_FAILURE) make it fail as an unreachable ERP would; searching that CNPJ finds one
 * test client, whose summary then fails. An order whose customer order code is 'ERRO-TOTVS'
 * (ERP_ORDER_SIMULATED_FAILURE) is refused as an unreachable order API would; any other gets the
 * number it had, or 'PV' and its number's digits.
 */
export function simulatedErp(opts: { today?: () => Date } = {}): ErpAdapter {
  const today = opts.today ?? (() => new Date());
  const clients = buildDataset()
    .map((c) => ({ raw: c, search: fold(`${c.corporateName} ${c.tradeName ?? ''} ${c.code} ${c.city}`) }))
    .sort(
      (a, b) =>
        a.raw.corporateName.localeCompare(b.raw.corporateName, 'pt-BR') ||
        a.raw.code.localeCompare(b.raw.code),
    );
  // Found only by its reserved CNPJ; reading its summary fails.
  const failing = {
    ...clients[0]!.raw,
    code: '999999',
    corporateName: 'Cliente Teste de Falha TOTVS Ltda',
    tradeName: 'Teste de Falha',
    cnpj: ERP_SIMULATED_FAILURE.cnpj,
  };
  return {
    kind: 'simulated',
    async searchClients({ q, page, pageSize }) {
      const text = fold(q?.trim() ?? '');
      if (text === fold(ERP_SIMULATED_FAILURE.query))
        throw new ErpError('simulated ERP failure (reserved query)');
      const digits = onlyDigits(text);
      if (digits === ERP_SIMULATED_FAILURE.cnpj)
        return { rows: [row(materialize(failing, today()))], totalRegisters: 1 };
      const found = clients.filter(
        (c) => !text || c.search.includes(text) || (digits.length >= 3 && c.raw.cnpj.includes(digits)),
      );
      const now = today();
      return {
        rows: found.slice((page - 1) * pageSize, page * pageSize).map((c) => row(materialize(c.raw, now))),
        totalRegisters: found.length,
      };
    },
    async clientSummary(key) {
      if ('cnpj' in key && key.cnpj === ERP_SIMULATED_FAILURE.cnpj)
        throw new ErpError('simulated ERP failure (reserved CNPJ)');
      const hit = clients.find((c) => ('cnpj' in key ? c.raw.cnpj === key.cnpj : c.raw.code === key.code));
      return hit ? materialize(hit.raw, today()) : null;
    },
    searchRepresentatives: simulatedRepresentatives(today),
    async sendOrder(order) {
      if (order.customerOrderCode?.trim().toUpperCase() === ERP_ORDER_SIMULATED_FAILURE)
        throw new ErpError('simulated ERP failure (reserved customer order code)');
      return { totvsCode: order.totvsCode ?? `PV${order.orderNumber.replace(/\D/g, '').padStart(8, '0')}` };
    },
  };
}
