import type { ErpClientStatus, ErpClientSummaryDTO, ErpOrderStatus, ErpRiskClass } from '@balcao/schema';

/**
 * The simulated ERP's clients: made from a fixed seed, so that every start (and every test) sees
 * the same companies. Days are offsets before `today`, so that the data never looks stale.
 */
export const DATASET_SIZE = 240;
const SEED = 20240611;

/** mulberry32: a tiny seeded generator; the same seed gives the same sequence everywhere. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const checkDigit = (digits: number[], weights: number[]) => {
  const rest = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};
/** A CNPJ (matrix, branch 0001) from an 8-digit root, with its two check digits. */
export function cnpjFromRoot(root: number): string {
  const d = `${String(root).padStart(8, '0')}0001`.split('').map(Number);
  d.push(checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  d.push(checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}

const PREFIXES = ['Comercial', 'Magazine', 'Casa', 'Rede', 'Distribuidora', 'Lojas', 'Eletro', 'Atacadão'];
export const NAMES = [
  'Bela Vista',
  'Nordeste',
  'Paulista',
  'Serra Gaúcha',
  'Vale do Sol',
  'Ipiranga',
  'Horizonte',
  'Aliança',
  'Boa Esperança',
  'Cerrado',
  'Litoral',
  'Planalto',
  'Três Irmãos',
  'São Jorge',
  'Santa Luzia',
  'Amazônia',
  'Pantanal',
  'Mantiqueira',
  'Costa Verde',
  'Estrela do Norte',
];
const SECTORS = [
  'Eletrodomésticos',
  'Utilidades',
  'Eletrônicos',
  'Móveis e Eletro',
  'Comércio Varejista',
  'Informática',
];
const SUFFIXES = ['Ltda', 'Ltda', 'S.A.', 'Eireli', 'Ltda ME'];
export const CITIES: [string, string][] = [
  ['São Paulo', 'SP'],
  ['Campinas', 'SP'],
  ['Ribeirão Preto', 'SP'],
  ['Belo Horizonte', 'MG'],
  ['Uberlândia', 'MG'],
  ['Curitiba', 'PR'],
  ['Londrina', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Caxias do Sul', 'RS'],
  ['Florianópolis', 'SC'],
  ['Joinville', 'SC'],
  ['Rio de Janeiro', 'RJ'],
  ['Vitória', 'ES'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Fortaleza', 'CE'],
  ['Natal', 'RN'],
  ['Manaus', 'AM'],
  ['Belém', 'PA'],
  ['Goiânia', 'GO'],
  ['Cuiabá', 'MT'],
  ['Campo Grande', 'MS'],
];
const CONDITIONS = ['À vista', '28 DDL', '30/60 DDL', '30/60/90 DDL', '45 DDL', '28/56/84 DDL'];
const RISKS: ErpRiskClass[] = ['A', 'A', 'B', 'B', 'B', 'C', 'C', 'D', 'E'];

/** Integer cents → '1234.56' (exact: cents stay far below 2^53). */
export const centsToDecimal = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export const pick = <T>(next: () => number, list: readonly T[]) => list[Math.floor(next() * list.length)]!;
export const daysBefore = (today: Date, days: number) =>
  new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/** Raw clients: figures in cents and day offsets; `materialize` turns them into DTOs for a day. */
export type RawClient = ReturnType<typeof buildDataset>[number];

export function buildDataset() {
  const next = random(SEED);
  const used = new Set<string>();
  return Array.from({ length: DATASET_SIZE }, (_, i) => {
    let cnpj = cnpjFromRoot(10_000_000 + Math.floor(next() * 89_999_999));
    // Roots are drawn at random: skip a repeat, and the CNPJ reserved for failures.
    while (used.has(cnpj) || cnpj === '99999999000191') cnpj = cnpjFromRoot(Number(cnpj.slice(0, 8)) + 1);
    used.add(cnpj);
    const name = `${pick(next, PREFIXES)} ${pick(next, NAMES)}`;
    const [city, state] = pick(next, CITIES);
    const risk = pick(next, RISKS);
    const status: ErpClientStatus = risk === 'E' ? 'BLOCKED' : next() < 0.08 ? 'INACTIVE' : 'ACTIVE';
    const limitCents = (5 + Math.floor(next() * 496)) * 100_000; // R$ 5.000,00 to R$ 500.000,00
    const openTitles = status === 'INACTIVE' ? 0 : Math.floor(next() * 9);
    const balanceCents = openTitles ? Math.floor(next() * limitCents * 0.9) + 1 : 0;
    const overdueCents = risk >= 'C' && openTitles ? Math.floor(balanceCents * next() * 0.5) : 0;
    const orders = Array.from({ length: status === 'INACTIVE' ? 0 : 1 + Math.floor(next() * 5) }, (_, k) => ({
      number: String(400_000 + i * 10 + k).padStart(6, '0'),
      daysAgo: 3 + k * 17 + Math.floor(next() * 15),
      cents: 50_000 + Math.floor(next() * 8_000_000),
      status: (k === 0 && next() < 0.4 ? 'OPEN' : next() < 0.06 ? 'CANCELLED' : 'INVOICED') as ErpOrderStatus,
    }));
    const invoiced = orders.find((o) => o.status === 'INVOICED');
    return {
      code: String(1000 + i * 7).padStart(6, '0'),
      corporateName: `${name} ${pick(next, SECTORS)} ${pick(next, SUFFIXES)}`,
      tradeName: next() < 0.85 ? name : null,
      cnpj,
      city,
      state,
      status,
      riskClass: risk,
      limitCents,
      balanceCents,
      overdueCents,
      openTitles,
      paymentCondition: pick(next, CONDITIONS),
      orders,
      // Only OPEN orders so far: the last invoice is older than the orders the summary lists.
      lastInvoiceDaysAgo: invoiced
        ? Math.max(0, invoiced.daysAgo - 1)
        : status === 'INACTIVE'
          ? 400 + i
          : 95 + (i % 60),
    };
  });
}

export function materialize(c: RawClient, today: Date): ErpClientSummaryDTO {
  return {
    code: c.code,
    corporateName: c.corporateName,
    tradeName: c.tradeName,
    cnpj: c.cnpj,
    city: c.city,
    state: c.state,
    status: c.status,
    riskClass: c.riskClass,
    creditLimit: centsToDecimal(c.limitCents),
    balance: centsToDecimal(c.balanceCents),
    lastInvoiceDate: daysBefore(today, c.lastInvoiceDaysAgo),
    availableCredit: centsToDecimal(c.limitCents - c.balanceCents),
    openTitles: c.openTitles,
    overdueAmount: centsToDecimal(c.overdueCents),
    paymentCondition: c.paymentCondition,
    lastOrders: c.orders.map((o) => ({
      number: o.number,
      date: daysBefore(today, o.daysAgo),
      amount: centsToDecimal(o.cents),
      status: o.status,
    })),
  };
}
