import type { ErpClientStatus, ErpRepresentativeDTO, ErpRepresentativePageDTO } from '@balcao/schema';
import { ERP_SIMULATED_FAILURE, onlyDigits } from '@balcao/schema';
import { ErpError, type ErpSearch } from './erp.adapter.js';
import { centsToDecimal, CITIES, cnpjFromRoot, daysBefore, NAMES, pick, random } from './erp.dataset.js';

/** The demo's four representatives who sign in, as the ERP has them (the same CNPJs as the seed's). */
const KNOWN = [
  'Carlos Vendedor Representações Ltda',
  'Almeida Agenciamento Comercial Ltda',
  'Costa & Filhos Representações Ltda',
  'Nogueira Vendas e Representações Ltda',
];
const STATUSES: ErpClientStatus[] = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'BLOCKED', 'INACTIVE'];

type RawRepresentative = Omit<ErpRepresentativeDTO, 'lastSaleDate'> & { lastSaleDaysAgo: number | null };

/** 40 representatives from a fixed seed: the same on every start. */
function buildRepresentatives(): RawRepresentative[] {
  const next = random(20261127);
  return Array.from({ length: 40 }, (_, i) => {
    const [city, state] = pick(next, CITIES);
    const status = i < KNOWN.length ? 'ACTIVE' : pick(next, STATUSES);
    return {
      code: `REP-${String(i + 1).padStart(5, '0')}`,
      name: KNOWN[i] ?? `${NAMES[i % NAMES.length]!} Representações ${i < 24 ? 'Ltda' : 'Eireli'}`,
      cnpj: cnpjFromRoot(i < KNOWN.length ? 88_100_001 + i : 77_200_000 + i * 37),
      city,
      state,
      status,
      commissionPercentage: centsToDecimal(200 + Math.floor(next() * 7) * 50),
      salesLast12Months: centsToDecimal(Math.floor(next() * 400_000_000) + 5_000_000),
      lastSaleDaysAgo: status === 'INACTIVE' ? null : Math.floor(next() * 60),
    };
  });
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The simulated ERP's representatives search: by name, code or CNPJ digits, in name order; the
 * reserved text 'ERRO-TOTVS' fails as an unreachable ERP would.
 */
export function simulatedRepresentatives(today: () => Date) {
  const all = buildRepresentatives().sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  return async ({ q, page, pageSize }: ErpSearch): Promise<ErpRepresentativePageDTO> => {
    const text = fold(q?.trim() ?? '');
    if (text === fold(ERP_SIMULATED_FAILURE.query))
      throw new ErpError('simulated ERP failure (reserved query)');
    const digits = onlyDigits(text);
    const found = all.filter(
      (r) =>
        !text ||
        fold(`${r.name} ${r.code} ${r.city}`).includes(text) ||
        (digits.length >= 3 && r.cnpj.includes(digits)),
    );
    const now = today();
    return {
      rows: found.slice((page - 1) * pageSize, page * pageSize).map(({ lastSaleDaysAgo, ...r }) => ({
        ...r,
        lastSaleDate: lastSaleDaysAgo === null ? null : daysBefore(now, lastSaleDaysAgo),
      })),
      totalRegisters: found.length,
    };
  };
}
