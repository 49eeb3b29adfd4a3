import { PRICE_MSG } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { validationFailed } from '../../errors.js';
import { boundsOf } from '../negotiations/bounds.js';
import { assertCustomerFor } from './access.js';
import { budgetValidation, type BudgetValidation } from './budgetValidation.js';
import { priceFiguresSql } from './priceFigures.js';

/** One price to simulate: decimal strings for money and percentages (FAN's is an input here). */
export type SimulationLine = {
  productId: number;
  quantity: number;
  price: string;
  percVpc?: string | null;
  percFan?: string | null;
};
export type SimulationInput = {
  budgetId?: number | null;
  customerId?: number | null;
  lines: SimulationLine[];
};

type Figures = {
  productCode: string;
  productName: string;
  ipi: string;
  priceWithIpi: string;
  totalValue: string;
  vpcValue: string;
  fanValue: string;
  fundsValue: string;
};
export type SimulatedLine = SimulationLine &
  Figures & {
    /** With a customer: his price table's price and floor today, the discount off it, and whether the price is below the floor. */
    tablePrice: string | null;
    floorPrice: string | null;
    discountPercent: string | null;
    belowFloor: boolean | null;
  };

type Row = Omit<SimulatedLine, keyof SimulationLine> & { at: number; found: boolean };

const F = priceFiguresSql({ price: 'u.price', quantity: 'u.quantity', percVpc: 'u.vpc', percFan: 'u.fan' });

/**
 * The price simulation (spec/02 §7 'price simulation, single or bulk'), before anything is saved:
 * each line's price with IPI, total, VPC and FAN values and what it takes from a budget; with a
 * customer, his table's price and floor; with a budget, whether its balance covers the lines'
 * effect together (the budget validation lookup). Numeric all the way, in one query.
 */
export async function simulatePrices(db: Db, caller: Caller, input: SimulationInput) {
  if (input.customerId != null) await assertCustomerFor(db, caller, 'SIMULACAO_DE_PRECO', input.customerId);
  const { lines } = input;
  const bounds =
    input.customerId != null
      ? await boundsOf(
          db,
          lines.map((l) => ({ customerId: input.customerId!, productId: l.productId })),
        )
      : new Map<number, { tablePrice: string; floorPrice: string }>();
  const tables = lines.map((_, i) => bounds.get(i)?.tablePrice ?? null);
  const floors = lines.map((_, i) => bounds.get(i)?.floorPrice ?? null);
  const { rows } = await db.query<Row>(
    `select (u.at - 1)::int as at, p.id is not null as found, p.code as "productCode", p.name as "productName",
            coalesce(p.ipi, 0)::text as ipi, round(u.price * (1 + coalesce(p.ipi, 0) / 100), 2)::text as "priceWithIpi",
            ${F.totalValue}::text as "totalValue", ${F.vpcValue}::text as "vpcValue",
            ${F.fanValue}::text as "fanValue", ${F.fundsValue}::text as "fundsValue",
            u.table_price::text as "tablePrice", u.floor_price::text as "floorPrice",
            round((u.table_price - u.price) * 100 / u.table_price, 2)::text as "discountPercent",
            case when u.floor_price is null then null else u.price < u.floor_price end as "belowFloor"
       from unnest($1::bigint[], $2::int[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[])
            with ordinality as u(product_id, quantity, price, vpc, fan, table_price, floor_price, at)
       left join products p on p.id = u.product_id
      order by u.at`,
    [
      lines.map((l) => l.productId),
      lines.map((l) => l.quantity),
      lines.map((l) => l.price),
      lines.map((l) => l.percVpc ?? null),
      lines.map((l) => l.percFan ?? null),
      tables,
      floors,
    ],
  );
  const missing = rows.filter((r) => !r.found);
  if (missing.length)
    throw validationFailed(
      missing.map((r) => ({ field: `lines.${r.at}.productId`, messages: [PRICE_MSG.productNotFound] })),
    );
  const simulated: SimulatedLine[] = rows.map(({ at, found: _found, ...r }) => ({ ...lines[at]!, ...r }));
  const { rows: sum } = await db.query<{ total: string; funds: string }>(
    `select coalesce(sum(t), 0)::text as total, coalesce(sum(f), 0)::text as funds
       from unnest($1::numeric[], $2::numeric[]) as x(t, f)`,
    [simulated.map((l) => l.totalValue), simulated.map((l) => l.fundsValue)],
  );
  const budget: BudgetValidation | null =
    input.budgetId != null
      ? await budgetValidation(
          db,
          { budgetId: input.budgetId, value: sum[0]!.funds, customerId: input.customerId ?? null },
          caller,
        )
      : null;
  return { lines: simulated, totalValue: sum[0]!.total, fundsValue: sum[0]!.funds, budget };
}
