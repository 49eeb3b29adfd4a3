import {
  businessDay,
  FUND_TYPES,
  IMPORT_MSG,
  NEGOTIATION_MSG,
  NEGOTIATIONS_IMPORT,
  PAYMENT_TYPES,
  UFS,
} from '@balcao/schema';
import {
  addError,
  defineImport,
  differsFromFirst,
  headerOf,
  takeOption,
  type FirstRows,
  type RowErrors,
} from '../../imports/imports.kit.js';
import type { ImportRow } from '../../imports/imports.read.js';
import type { Row } from '../../kit/store.js';
import { seesAllCustomers } from '../customers/access.js';
import { customersAndProductsOf, priceByTable, takeCustomer, takeProduct } from '../sales/importLookups.js';
import { NEGOTIATION_ACCESS_SQL, seesAllNegotiations } from './access.js';
import { negotiationsArea } from './negotiations.area.js';

/** The negotiation's own columns of a row: the same in every row of one TOTVS number. */
const DEAL_KEYS = [
  'customerDocument',
  'typeOfFunds',
  'typeOfPayment',
  'campaign',
  'reason',
  'firstPeriod',
  'lastPeriod',
  'destinationState',
  'conditionPayment',
  'expirationDate',
  'valueBudget',
  'budgetDescription',
] as const;

type Ctx = {
  userId: number;
  allCustomers: boolean;
  allNegotiations: boolean;
  /** The first line of each TOTVS number in the file and its negotiation's columns, over the chunks. */
  firstOf: FirstRows;
};

const header = (key: string) => headerOf(NEGOTIATIONS_IMPORT, key);
const numberOf = (row: ImportRow) => row.values.number!.trim();

/**
 * Negotiations with their items from XLSX (the import kit's NEGOTIATIONS kind), one row per item:
 * the rows of one TOTVS number are one negotiation, created or, while it is a draft and not
 * blocked, updated; its item of the same product is updated, the others added. The rules of a deal
 * typed in its form hold for every row: the customer is one the importer sees (a representative,
 * his own), an existing deal keeps its customer and is one he sees, the options are the form's,
 * the last period is not before the first; and those of an item: the product has a price for the
 * customer today, and the price is not below the table's floor. The price, floor and IPI are read
 * as the item's form reads them (bounds.ts), and totals and markup are the negotiations' own SQL
 * over them.
 */
export const negotiationsImport = defineImport<Ctx>({
  def: NEGOTIATIONS_IMPORT,
  context: async (_db, caller) => ({
    userId: caller.auth.userId,
    allCustomers: seesAllCustomers(caller.accessSet),
    allNegotiations: seesAllNegotiations(caller),
    firstOf: new Map(),
  }),
  check: async (db, rows, ctx) => {
    const errors: RowErrors = new Map();
    const numbers = [...new Set(rows.map(numberOf))];
    const dealRule = ctx.allNegotiations ? 'true' : NEGOTIATION_ACCESS_SQL.replaceAll(':1', '$2');
    const [{ customerOf, productOf }, deals] = await Promise.all([
      customersAndProductsOf(db, rows, { userId: ctx.userId, all: ctx.allCustomers }),
      db.query<{ number: string; customerId: number; status: string; blocked: boolean; allowed: boolean }>(
        `select n.totvs_negotiation_number as number, n.customer_id as "customerId", n.status, n.blocked,
                ${dealRule} as allowed
           from negotiations n where n.totvs_negotiation_number = any($1::text[])`,
        [numbers, ...(ctx.allNegotiations ? [] : [ctx.userId])],
      ),
    ]);
    const dealOf = new Map(deals.rows.map((d) => [d.number, d]));

    const priced: ImportRow[] = [];
    for (const row of rows) {
      const v = row.values;
      const fail = (reason: string) => addError(errors, row.line, reason);
      const number = numberOf(row);
      // One negotiation, one set of its columns: the first row of its number says them.
      const first = differsFromFirst(ctx.firstOf, number, row, DEAL_KEYS);
      if (first) fail(NEGOTIATION_MSG.importDealDiffers(first));

      const customer = takeCustomer(row, customerOf, NEGOTIATION_MSG.importOtherCustomer, fail);
      const existing = dealOf.get(number);
      if (existing) {
        if (!existing.allowed) fail(NEGOTIATION_MSG.noAccess);
        else if (customer && Number(existing.customerId) !== Number(customer.id))
          fail(NEGOTIATION_MSG.importOtherDealCustomer);
        else if (existing.blocked) fail(NEGOTIATION_MSG.blocked);
        else if (existing.status !== 'DRAFT') fail(NEGOTIATION_MSG.notDraft);
      }

      takeOption(NEGOTIATIONS_IMPORT, row, 'typeOfFunds', FUND_TYPES, fail);
      takeOption(NEGOTIATIONS_IMPORT, row, 'typeOfPayment', PAYMENT_TYPES, fail);
      const uf = v.destinationState!.trim().toUpperCase();
      if ((UFS as readonly string[]).includes(uf)) v.destinationState = uf;
      else fail(IMPORT_MSG.invalidOption(header('destinationState'), ['a sigla de um estado, como SP']));
      if (v.lastPeriod! < v.firstPeriod!) fail(NEGOTIATION_MSG.lastBeforeFirst);

      takeProduct(row, productOf, fail);
      if (v.customerId && v.productId) priced.push(row);
    }

    await priceByTable(db, priced, errors, NEGOTIATION_MSG, (b) => b);
    return errors;
  },
  write: async (tx, rows, _ctx, actor) => {
    const store = negotiationsArea.store;
    const deals = [...new Map(rows.map((r) => [numberOf(r), r])).values()];
    const dealCol = (k: string) => deals.map((r) => r.values[k] || null);
    const col = (k: string) => rows.map((r) => r.values[k] || null);
    const idsOf = async (numbers: string[]) =>
      (
        await tx.query<{ id: number }>(
          'select id from negotiations where totvs_negotiation_number = any($1::text[])',
          [numbers],
        )
      ).rows.map((r) => Number(r.id));
    const numbers = deals.map(numberOf);
    const before = new Map((await store.findMany(tx, await idsOf(numbers))).map((r) => [r.id, r]));
    // One statement: the chunk's negotiations upserted by TOTVS number, then their items by product.
    const { rows: out } = await tx.query<{ inserted: boolean }>(
      `with d as (
         select * from unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[],
                              $7::date[], $8::date[], $9::text[], $10::text[], $11::date[], $12::numeric[], $13::text[])
           as d(number, customer_id, type_of_funds, type_of_payment, campaign, reason, first_period, last_period,
                destination_state, condition_payment, expiration_date, value_budget, budget_description)
       ), n as (
         insert into negotiations (totvs_negotiation_number, customer_id, representative_id, created_by,
                                   type_of_funds, type_of_payment, campaign, reason, first_period, last_period,
                                   destination_state, condition_payment, expiration_date, value_budget,
                                   budget_description, issue_date)
         select d.number, d.customer_id, coalesce(c.representative_id, $14), $14, d.type_of_funds,
                d.type_of_payment, d.campaign, d.reason, d.first_period, d.last_period, d.destination_state,
                d.condition_payment, d.expiration_date, d.value_budget, d.budget_description, $15::date
           from d join customers c on c.id = d.customer_id
         on conflict (totvs_negotiation_number) where totvs_negotiation_number is not null do update
           set type_of_funds = excluded.type_of_funds, type_of_payment = excluded.type_of_payment,
               campaign = excluded.campaign, reason = excluded.reason, first_period = excluded.first_period,
               last_period = excluded.last_period, destination_state = excluded.destination_state,
               condition_payment = excluded.condition_payment, expiration_date = excluded.expiration_date,
               value_budget = excluded.value_budget, budget_description = excluded.budget_description,
               updated_at = now()
         returning id, totvs_negotiation_number as number
       )
       insert into negotiation_items (negotiation_id, product_id, negotiated_quantity, negotiated_price_without_ipi,
                                      perc_price_vpc, perc_vpc_fan, table_price, floor_price, ipi)
       select n.id, u.product_id, u.quantity, u.price, u.vpc, u.fan, u.table_price, u.floor_price, u.ipi
         from unnest($16::text[], $17::bigint[], $18::int[], $19::numeric[], $20::numeric[], $21::numeric[],
                     $22::numeric[], $23::numeric[], $24::numeric[])
           as u(number, product_id, quantity, price, vpc, fan, table_price, floor_price, ipi)
         join n on n.number = u.number
       on conflict (negotiation_id, product_id) do update
         set negotiated_quantity = excluded.negotiated_quantity,
             negotiated_price_without_ipi = excluded.negotiated_price_without_ipi,
             perc_price_vpc = excluded.perc_price_vpc, perc_vpc_fan = excluded.perc_vpc_fan,
             table_price = excluded.table_price, floor_price = excluded.floor_price, ipi = excluded.ipi,
             updated_at = now()
       returning (xmax = 0) as inserted`,
      [
        numbers,
        dealCol('customerId'),
        dealCol('typeOfFunds'),
        dealCol('typeOfPayment'),
        dealCol('campaign'),
        dealCol('reason'),
        dealCol('firstPeriod'),
        dealCol('lastPeriod'),
        dealCol('destinationState'),
        dealCol('conditionPayment'),
        dealCol('expirationDate'),
        dealCol('valueBudget'),
        dealCol('budgetDescription'),
        actor,
        businessDay(),
        rows.map(numberOf),
        col('productId'),
        col('quantity'),
        col('price'),
        col('percPriceVpc'),
        col('percVpcFan'),
        col('tablePrice'),
        col('floorPrice'),
        col('ipi'),
      ],
    );
    // Each deal's history, as its form's saves write it (its totals moved with its items).
    const after = await store.findMany(tx, await idsOf(numbers));
    await store.historyMany(
      tx,
      actor,
      after.map((a: Row) => ({ before: before.get(a.id) ?? null, after: a })),
    );
    const inserted = out.filter((r) => r.inserted).length;
    return { inserted, updated: out.length - inserted };
  },
});
