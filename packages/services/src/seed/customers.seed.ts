import { CUSTOMER_RECORD_PATH, CUSTOMER_WORKFLOW, isValidCnpj, isValidCpf } from '@balcao/schema';
import type { Db } from '../db/db.js';

/** Representatives besides `vendedor`, with his profile; they sign in with demo1234. */
export const DEMO_REPRESENTATIVES = [
  { userName: 'ralmeida', name: 'Rodrigo Almeida', email: 'rodrigo@balcao.com.br', phone: '11976543210' },
  { userName: 'mcosta', name: 'Marina Costa', email: 'marina.costa@balcao.com.br', phone: '48991234567' },
  { userName: 'pnogueira', name: 'Paulo Nogueira', email: 'paulo@balcao.com.br', phone: '92981112233' },
];

const digit = (digits: number[], weights: number[]) => {
  const rest = digits.reduce((a, d, i) => a + d * weights[i]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};
/** A valid CNPJ from an 8-digit root and a 4-digit branch number. */
export function cnpjOf(root: number, branch: number) {
  const base = `${String(root).padStart(8, '0')}${String(branch).padStart(4, '0')}`.split('').map(Number);
  const d1 = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base.join('')}${d1}${d2}`;
}
/** A valid CPF from a 9-digit base. */
export function cpfOf(base: number) {
  const b = String(base).padStart(9, '0').split('').map(Number);
  const d1 = digit(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digit([...b, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${b.join('')}${d1}${d2}`;
}

/**
 * Matrices the demo and the e2e tests name: vendedor's (11.222.333/0001-81 and its branches), and
 * Rodrigo Almeida's (22.333.444/0001-…), which vendedor may not use.
 */
export const DEMO_MATRIX_ROOTS = { vendedor: 11222333, other: 22333444 };

const CITIES: [string, string][] = [
  ['São Paulo', 'SP'],
  ['Campinas', 'SP'],
  ['Florianópolis', 'SC'],
  ['Joinville', 'SC'],
  ['Manaus', 'AM'],
  ['Curitiba', 'PR'],
  ['Belo Horizonte', 'MG'],
  ['Porto Alegre', 'RS'],
  ['Goiânia', 'GO'],
  ['Recife', 'PE'],
];
const KINDS = [
  'Comercial',
  'Eletro',
  'Magazine',
  'Distribuidora',
  'Lojas',
  'Atacadão',
  'Varejo',
  'Eletrônicos',
];
const NAMES = [
  'Aurora',
  'Bandeirantes',
  'Cruzeiro',
  'Estrela',
  'Horizonte',
  'Ipiranga',
  'Jardim',
  'Litoral',
  'Mirante',
  'Nordeste',
  'Paraná',
  'Planalto',
  'Primavera',
  'Serra Azul',
  'Tropical',
  'Vale Verde',
];
const BANKS: [string, string][] = [
  ['001', 'Banco do Brasil'],
  ['237', 'Bradesco'],
  ['341', 'Itaú Unibanco'],
  ['104', 'Caixa Econômica Federal'],
  ['033', 'Santander'],
];

/**
 * 600 matrices make about 3,200 customers (half a second on PGlite); the test suites, which seed a
 * fresh database per app, get a smaller book unless SEED_CUSTOMER_MATRICES says otherwise.
 */
const DEFAULT_MATRICES = Number(
  process.env.SEED_CUSTOMER_MATRICES ?? (process.env.NODE_ENV === 'test' ? 40 : 600),
);

/**
 * The demo customer book: representatives, matrices (companies) with bank accounts, and about
 * `matrices × 7` customers (matrix, branches, a few people), all with valid CNPJs and CPFs, in a few
 * bulk statements. Does nothing when customers exist, so re-seeding is harmless.
 */
export async function seedCustomers(db: Db, matrices = DEFAULT_MATRICES) {
  const { rows } = await db.query('select 1 from customers limit 1');
  if (rows.length) return;
  await db.query(
    `update workflow_types set record_path = $2, start_module = 'PRE_CADASTRO_CLIENTE' where code = $1`,
    [CUSTOMER_WORKFLOW, CUSTOMER_RECORD_PATH],
  );
  const rep = 'Representante de Vendas';
  // The same password as vendedor's: his hash is reused, so seeding stays fast.
  for (const r of DEMO_REPRESENTATIVES)
    await db.query(
      `insert into users (user_name, name, email, phone, password_hash)
       select $1, $2, $3, $4, password_hash from users where user_name = 'vendedor'
       on conflict do nothing`,
      [r.userName, r.name, r.email, r.phone],
    );
  await db.query(
    `insert into user_profiles (user_id, profile_id)
     select u.id, p.id from users u, profiles p where u.user_name = any($1) and p.name = $2 on conflict do nothing`,
    [DEMO_REPRESENTATIVES.map((r) => r.userName), rep],
  );
  const reps = (
    await db.query<{ id: number }>(
      `select id from users where user_name = any($1) order by array_position($1, user_name)`,
      [['vendedor', ...DEMO_REPRESENTATIVES.map((r) => r.userName)]],
    )
  ).rows.map((r) => Number(r.id));

  const m = {
    code: [] as string[],
    cnpj: [] as string[],
    name: [] as string[],
    trade: [] as string[],
    ie: [] as string[],
    email: [] as string[],
    phone: [] as string[],
    rep: [] as number[],
  };
  for (let i = 0; i < matrices; i++) {
    const root =
      i === 0 ? DEMO_MATRIX_ROOTS.vendedor : i === 1 ? DEMO_MATRIX_ROOTS.other : 30_000_000 + i * 104_729;
    const name = `${KINDS[i % KINDS.length]} ${NAMES[(i * 7) % NAMES.length]} ${i < 2 ? 'Matriz' : i} Ltda`;
    m.code.push(`MTZ${String(i + 1).padStart(5, '0')}`);
    m.cnpj.push(cnpjOf(root, 1));
    m.name.push(name);
    m.trade.push(name.replace(/ Ltda$/, ''));
    m.ie.push(String(100_000_000 + i * 37));
    m.email.push(`financeiro${i + 1}@cliente.com.br`);
    m.phone.push(`11${String(30_000_000 + i * 13).padStart(8, '0')}`);
    m.rep.push(reps[i === 1 ? 1 : i % reps.length]!);
  }
  if (!m.cnpj.every((c) => isValidCnpj(c))) throw new Error('seed: invalid matrix CNPJ');
  const companies = await db.query<{ id: number; cnpj: string; representative_id: number }>(
    `insert into companies (code, cnpj, corporate_name, trade_name, state_registration, email, phone, representative_id)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[])
     on conflict do nothing returning id, cnpj, corporate_name, representative_id`,
    [m.code, m.cnpj, m.name, m.trade, m.ie, m.email, m.phone, m.rep],
  );
  await db.query(
    `insert into bank_accounts (company_id, bank_code, bank_name, agency_code, account_code)
     select c.id, ($2::text[])[b.k], ($3::text[])[b.k], lpad(((c.id * 37 + b.k) % 9000 + 1000)::text, 4, '0'),
            lpad(((c.id * 7919 + b.k * 131) % 900000 + 100000)::text, 6, '0') || '-' || ((c.id + b.k) % 10)
       from unnest($1::bigint[]) as c(id)
       cross join lateral (select 1 + ((c.id + g * 2) % 5)::int as k
                             from generate_series(0, (c.id % 2)::int) g) b
     on conflict do nothing`,
    [companies.rows.map((c) => c.id), BANKS.map((b) => b[0]), BANKS.map((b) => b[1])],
  );

  const c = {
    company: [] as number[],
    rep: [] as (number | null)[],
    status: [] as string[],
    type: [] as string[],
    cnpj: [] as (string | null)[],
    cpf: [] as (string | null)[],
    name: [] as string[],
    short: [] as string[],
    city: [] as string[],
    uf: [] as string[],
    limit: [] as string[],
  };
  companies.rows.forEach((co, i) => {
    const matrixName = m.name[m.cnpj.indexOf(co.cnpj)]!;
    const branches = 1 + (i % 9);
    for (let b = 1; b <= branches + 1; b++) {
      const person = b === branches + 1;
      if (person && i % 3 !== 0) continue;
      const [city, uf] = CITIES[(i + b) % CITIES.length]!;
      const n = c.name.length;
      c.company.push(Number(co.id));
      // Most of a matrix's customers are its representative's; some are another's.
      c.rep.push(i < 2 || n % 11 ? Number(co.representative_id) : reps[(i + 1) % reps.length]!);
      c.status.push(
        i < 2 && b === 1
          ? 'ACTIVE'
          : n % 17 === 0
            ? 'INACTIVE'
            : n % 29 === 0
              ? 'PRE_REGISTRATION'
              : 'ACTIVE',
      );
      c.type.push(person ? 'PF' : 'PJ');
      c.cnpj.push(person ? null : cnpjOf(Number(co.cnpj.slice(0, 8)), b));
      c.cpf.push(person ? cpfOf(100_000_000 + i * 7_919) : null);
      const name = person
        ? `${NAMES[i % NAMES.length]} ${KINDS[b % KINDS.length]} ME`
        : b === 1
          ? matrixName
          : `${matrixName.replace(/ Ltda$/, '')} Filial ${b - 1} Ltda`;
      c.name.push(name);
      c.short.push(name.replace(/ (Ltda|ME)$/, '').slice(0, 40));
      c.city.push(city);
      c.uf.push(uf);
      c.limit.push(String(((n * 7_349) % 500_000) + 10_000) + '.00');
    }
  });
  if (!c.cpf.every((x) => x === null || isValidCpf(x))) throw new Error('seed: invalid CPF');
  await db.query(
    `insert into customers (company_id, representative_id, status, person_type, cnpj, cpf, corporate_name, short_name,
       city, uf, suggested_limit, commercial_phone, billing_email, tax_regime, icms_taxpayer, risk_class,
       receives_nfe, issues_bank_slip, implantation_date)
     select company, rep, status, type, cnpj, cpf, name, short, city, uf, lim::numeric,
            '11' || lpad((40000000 + ord * 17)::text, 8, '0'), 'nfe' || ord || '@cliente.com.br',
            (array['SIMPLES_NACIONAL', 'LUCRO_PRESUMIDO', 'LUCRO_REAL'])[1 + ord % 3],
            (array['CONTRIBUINTE', 'NAO_CONTRIBUINTE'])[1 + ord % 2], (array['A', 'B', 'C', 'D'])[1 + ord % 4],
            true, ord % 2 = 0, date '2015-01-01' + (ord * 3 % 3650)::int
       from unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[], $10::text[], $11::text[]) with ordinality
            as x(company, rep, status, type, cnpj, cpf, name, short, city, uf, lim, ord)
     on conflict do nothing`,
    [c.company, c.rep, c.status, c.type, c.cnpj, c.cpf, c.name, c.short, c.city, c.uf, c.limit],
  );
  await db.query('analyze customers');
}
