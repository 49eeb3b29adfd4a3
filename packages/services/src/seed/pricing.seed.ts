import { CUSTOMER_GROUPS, PRODUCT_FAMILIES, REGION_UFS, REGIONS, type Region } from '@balcao/schema';
import type { Db } from '../db/db.js';

type Family = keyof typeof PRODUCT_FAMILIES;

/** Per family: models, line, NCM, IPI %, base price in cents. */
const FAMILY: Record<Family, { models: string[]; line: string; ncm: string; ipi: string; cents: number }> = {
  TV: {
    models: ['Smart TV 32"', 'Smart TV 43"', 'Smart TV 50" 4K', 'Smart TV 55" QLED', 'Smart TV 65" 4K'],
    line: 'Imagem',
    ncm: '85287200',
    ipi: '15.00',
    cents: 189_990,
  },
  NOTEBOOK: {
    models: ['Notebook 14" Core i3', 'Notebook 15" Core i5', 'Notebook 15" Ryzen 7', 'Notebook Gamer 16"'],
    line: 'Informática',
    ncm: '84713012',
    ipi: '9.75',
    cents: 329_990,
  },
  MICROWAVE: {
    models: ['Micro-ondas 20L', 'Micro-ondas 30L Inox', 'Micro-ondas 34L Espelhado'],
    line: 'Cozinha',
    ncm: '85165000',
    ipi: '20.00',
    cents: 59_990,
  },
  MINISYSTEM: {
    models: ['Minisystem 200W', 'Minisystem 500W Bluetooth', 'Torre de som 1000W'],
    line: 'Áudio',
    ncm: '85198100',
    ipi: '20.00',
    cents: 79_990,
  },
  ARCON: {
    models: [
      'Ar Split 9.000 BTU',
      'Ar Split 12.000 BTU Inverter',
      'Ar Split 18.000 BTU',
      'Ar Portátil 12.000 BTU',
    ],
    line: 'Climatização',
    ncm: '84151011',
    ipi: '35.00',
    cents: 219_990,
  },
  MONITOR: {
    models: ['Monitor 21,5" Full HD', 'Monitor 24" IPS', 'Monitor 27" 2K 144Hz'],
    line: 'Informática',
    ncm: '85285200',
    ipi: '9.75',
    cents: 89_990,
  },
  SMART: {
    models: ['Smartphone 64GB', 'Smartphone 128GB', 'Smartphone 256GB 5G'],
    line: 'Telefonia',
    ncm: '85171231',
    ipi: '15.00',
    cents: 149_990,
  },
  TABLET: {
    models: ['Tablet 8" 32GB', 'Tablet 10" 64GB', 'Tablet 11" 128GB'],
    line: 'Informática',
    ncm: '84713019',
    ipi: '9.75',
    cents: 99_990,
  },
  DESKTOP: {
    models: ['Desktop Core i3 8GB', 'Desktop Core i5 16GB', 'All-in-One 24"'],
    line: 'Informática',
    ncm: '84715010',
    ipi: '9.75',
    cents: 279_990,
  },
};
const COLORS = ['Preto', 'Prata', 'Branco', 'Grafite', 'Azul'];
const FAMILIES = Object.keys(FAMILY) as Family[];
/** How many demo products; the last ones are not released yet. */
export const DEMO_PRODUCTS = 300;
/**
 * Products 1..SOLD are in the current tables; the next 30 only in the table starting next month.
 * The test suites, which seed a database per app, price fewer.
 */
const SOLD = process.env.NODE_ENV === 'test' ? 60 : 240;

/** A valid EAN-13 from a 12-digit stem. */
function ean13(stem: string) {
  const sum = [...stem].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return stem + ((10 - (sum % 10)) % 10);
}

const REGION_FACTOR: Record<Region, string> = {
  NORTE: '1.08',
  NORDESTE: '1.05',
  CENTRO_OESTE: '1.03',
  SUDESTE: '1.00',
  SUL: '1.02',
};
const REGION_CODE: Record<Region, string> = {
  NORTE: 'N',
  NORDESTE: 'NE',
  CENTRO_OESTE: 'CO',
  SUDESTE: 'SE',
  SUL: 'S',
};
const GROUP_FACTOR: Record<string, string> = {
  VAREJO: '0.98',
  ATACADO: '0.95',
  DISTRIBUIDOR: '0.93',
  ECOMMERCE: '0.97',
};

async function seedProducts(db: Db) {
  const p = { code: [] as string[], name: [] as string[], family: [] as string[], line: [] as string[] };
  const more = { ean: [] as string[], ncm: [] as string[], ipi: [] as string[], unit: [] as string[] };
  const state = { group: [] as string[], release: [] as string[], active: [] as boolean[] };
  for (let i = 1; i <= DEMO_PRODUCTS; i++) {
    const family = FAMILIES[i % FAMILIES.length]!;
    const f = FAMILY[family];
    const model = f.models[Math.floor(i / FAMILIES.length) % f.models.length]!;
    p.code.push(`P${String(i).padStart(5, '0')}`);
    p.name.push(`${model} ${COLORS[i % COLORS.length]}`);
    p.family.push(family);
    p.line.push(f.line);
    more.ean.push(ean13(`789${String(1_000_000 + i * 37).padStart(9, '0')}`));
    more.ncm.push(f.ncm);
    more.ipi.push(f.ipi);
    more.unit.push(family === 'ARCON' ? 'KIT' : 'UN');
    state.group.push(`G${String(1 + (i % 12)).padStart(2, '0')}`);
    // The rest wait for a release (productReleases.seed.ts sends some of them to approval).
    state.release.push(i <= SOLD + 30 ? 'LIBERADO' : 'PENDENTE');
    state.active.push(i % 97 !== 0);
  }
  await db.query(
    `insert into products (code, name, family, line, ean, ncm, ipi, unit, order_group, release_status, active)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                          $7::numeric[], $8::text[], $9::text[], $10::text[], $11::boolean[])`,
    [
      p.code,
      p.name,
      p.family,
      p.line,
      more.ean,
      more.ncm,
      more.ipi,
      more.unit,
      state.group,
      state.release,
      state.active,
    ],
  );
}

/** A table and its items: every product of `codes` at its family's base price times `factor`. */
async function table(
  db: Db,
  t: {
    code: string;
    description: string;
    from: string;
    to: string;
    states: readonly string[];
    group: string | null;
  },
  factor: string,
  first: number,
  last: number,
) {
  const { rows } = await db.query<{ id: number }>(
    `insert into price_tables (code, description, valid_from, valid_to, states, customer_group)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [t.code, t.description, t.from, t.to, t.states, t.group],
  );
  const cents = FAMILIES.map((f) => FAMILY[f].cents);
  // Base price by family, a little more for each model step; the odd items with a floor, the even with a discount.
  await db.query(
    `insert into price_table_items (price_table_id, product_id, price, min_price, max_discount)
     select $1, p.id, x.price, case when p.id % 2 = 1 then round(x.price * 0.90, 2) end,
            case when p.id % 2 = 0 then 5 + (p.id % 4) * 2.5 end
       from products p
       cross join lateral (select round(($2::int[])[array_position($3::text[], p.family)]
                 * (1 + (substring(p.code from 2)::int % 7) * 0.03) / 100.0 * $4::numeric, 2) as price) x
      where substring(p.code from 2)::int between $5 and $6`,
    [rows[0]!.id, cents, FAMILIES, factor, first, last],
  );
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The catalogue (300 products over the nine families) and the price tables of the demo book: one
 * per region and one per customer group valid this year and next, last year's (expired) for the
 * Southeast, and next month's launches; customers get a group, a price table and a related one. Representatives read the catalogue.
 */
export async function seedPricing(db: Db, now = new Date()) {
  await seedProducts(db);
  await db.query(
    `update customers set customer_group = (array['VAREJO', 'ATACADO', 'DISTRIBUIDOR', 'ECOMMERCE'])[1 + id % 4]`,
  );
  const year = now.getUTCFullYear();
  const from = `${year}-01-01`;
  const to = `${year + 1}-12-31`;
  for (const region of Object.keys(REGIONS) as Region[])
    await table(
      db,
      {
        code: `TP-${REGION_CODE[region]}`,
        description: `Tabela ${REGIONS[region]}`,
        from,
        to,
        states: REGION_UFS[region],
        group: null,
      },
      REGION_FACTOR[region],
      1,
      SOLD,
    );
  for (const [group, label] of Object.entries(CUSTOMER_GROUPS))
    await table(
      db,
      { code: `TP-${group.slice(0, 3)}`, description: `Tabela ${label}`, from, to, states: [], group },
      GROUP_FACTOR[group]!,
      1,
      SOLD,
    );
  await table(
    db,
    {
      code: `TP-SE-${year - 1}`,
      description: `Tabela Sudeste ${year - 1}`,
      from: `${year - 1}-01-01`,
      to: `${year - 1}-12-31`,
      states: REGION_UFS.SUDESTE,
      group: null,
    },
    '0.95',
    1,
    SOLD,
  );
  const next = new Date(Date.UTC(year, now.getUTCMonth() + 1, 1));
  await table(
    db,
    {
      code: 'TP-LANC',
      description: 'Lançamentos do próximo mês',
      from: iso(next),
      to,
      states: REGION_UFS.SUDESTE,
      group: null,
    },
    '1.00',
    SOLD + 1,
    SOLD + 30,
  );
  // Customers are given their group's table and their region's as the related one (one in ten has
  // none: his prices come from the tables that reach him by scope).
  await db.query(
    `update customers c set
       price_table_id = (select t.id from price_tables t where t.code = 'TP-' || left(c.customer_group, 3)),
       price_table_related_id = (select t.id from price_tables t
                                  where t.code = any($1::text[]) and c.uf = any(t.states))
      where c.id % 10 <> 0`,
    [Object.values(REGION_CODE).map((r) => `TP-${r}`)],
  );
  for (const t of ['products', 'price_tables', 'price_table_items']) await db.query(`analyze ${t}`);
}
