import { CFOP_FIRST_DIGIT, cfopField, cfopRegionMessage, type CfopRegion } from '@balcao/schema';
import type { z } from 'zod';
import type {
  businessHierarchySchema,
  fiscalParametersSchema,
  natureTaxOperationsSchema,
  registrationSchema,
} from '@balcao/schema/customerFields';
import type { Db } from '../../db/db.js';
import { validationFailed, type FieldError } from '../../errors.js';

type Fiscal = z.output<typeof fiscalParametersSchema>;
type Cfops = Record<
  string,
  Record<string, Record<string, string | null | undefined> | undefined> | undefined
>;

/** The sub-records of one customer, as GET by id returns them. */
export async function readSubRecords(db: Db, id: number) {
  const one = async (sql: string) => (await db.query<Record<string, unknown>>(sql, [id])).rows[0] ?? null;
  const fiscal = await one(`select icms_rate::text as "icmsRate", ipi_rate::text as "ipiRate",
      pis_rate::text as "pisRate", cofins_rate::text as "cofinsRate", st_margin::text as "stMargin",
      tax_base_reduction::text as "taxBaseReduction", special_regime as "specialRegime"
    from customer_fiscal_parameters where customer_id = $1`);
  const cfops = await db.query<{ family: string; region: string; variant: string; code: string }>(
    'select family, region, variant, code from customer_cfops where customer_id = $1 order by 1, 2, 3',
    [id],
  );
  const cfop: Record<string, Record<string, Record<string, string>>> = {};
  for (const r of cfops.rows) ((cfop[r.family] ??= {})[r.region] ??= {})[r.variant] = r.code;
  return {
    fiscalParameters: { ...(fiscal ?? {}), cfop },
    businessHierarchy: await one(`select h.board, h.region, h.regional_manager_id as "regionalManagerId",
        u.name as "regionalManagerName", h.supervisor, h.channel, h.segment
      from customer_business_hierarchy h left join users u on u.id = h.regional_manager_id
      where h.customer_id = $1`),
    registration:
      await one(`select credit_limit::text as "creditLimit", payment_condition as "paymentCondition",
        payment_term_days as "paymentTermDays", discount_percent::text as "discountPercent",
        freight_type as "freightType", minimum_order_value::text as "minimumOrderValue", credit_risk as "creditRisk"
      from customer_registration where customer_id = $1`),
    natureTaxOperations: (
      await db.query(
        `select id, operation, nature_code as "natureCode", description from customer_nature_operations
          where customer_id = $1 order by id`,
        [id],
      )
    ).rows,
  };
}

/** Every CFOP code given, flattened; a code must suit its region (Manaus 5xxx, AG/SC and AG/SP 6xxx). */
function cfopRows(cfop: Cfops) {
  const rows: [string, string, string, string][] = [];
  const errors: FieldError[] = [];
  for (const [family, regions] of Object.entries(cfop ?? {}))
    for (const [region, variants] of Object.entries(regions ?? {}))
      for (const [variant, code] of Object.entries(variants ?? {})) {
        if (!code) continue;
        if (!code.startsWith(CFOP_FIRST_DIGIT[region as CfopRegion]))
          errors.push({
            field: cfopField(family, region, variant),
            messages: [cfopRegionMessage(region as CfopRegion)],
          });
        rows.push([family, region, variant, code]);
      }
  if (errors.length) throw validationFailed(errors);
  return rows;
}

export async function writeFiscal(db: Db, id: number, v: Fiscal) {
  const rows = cfopRows(v.cfop as Cfops);
  await db.query(
    `insert into customer_fiscal_parameters (customer_id, icms_rate, ipi_rate, pis_rate, cofins_rate, st_margin,
       tax_base_reduction, special_regime) values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (customer_id) do update set icms_rate = $2, ipi_rate = $3, pis_rate = $4, cofins_rate = $5,
       st_margin = $6, tax_base_reduction = $7, special_regime = $8, updated_at = now()`,
    [id, v.icmsRate, v.ipiRate, v.pisRate, v.cofinsRate, v.stMargin, v.taxBaseReduction, v.specialRegime].map(
      (x) => x ?? null,
    ),
  );
  await db.query('delete from customer_cfops where customer_id = $1', [id]);
  if (rows.length)
    await db.query(
      `insert into customer_cfops (customer_id, family, region, variant, code)
       select $1, f, r, v, c from unnest($2::text[], $3::text[], $4::text[], $5::text[]) as x(f, r, v, c)`,
      [id, rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
    );
}

export async function writeHierarchy(db: Db, id: number, v: z.output<typeof businessHierarchySchema>) {
  if (v.regionalManagerId) {
    const u = await db.query('select 1 from users where id = $1 and active', [v.regionalManagerId]);
    if (!u.rows.length)
      throw validationFailed([{ field: 'regionalManagerId', messages: ['Usuário não localizado.'] }]);
  }
  await db.query(
    `insert into customer_business_hierarchy (customer_id, board, region, regional_manager_id, supervisor, channel,
       segment) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (customer_id) do update set board = $2, region = $3, regional_manager_id = $4, supervisor = $5,
       channel = $6, segment = $7, updated_at = now()`,
    [id, v.board, v.region, v.regionalManagerId, v.supervisor, v.channel, v.segment].map((x) => x ?? null),
  );
}

export async function writeRegistration(db: Db, id: number, v: z.output<typeof registrationSchema>) {
  await db.query(
    `insert into customer_registration (customer_id, credit_limit, payment_condition, payment_term_days,
       discount_percent, freight_type, minimum_order_value, credit_risk) values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (customer_id) do update set credit_limit = $2, payment_condition = $3, payment_term_days = $4,
       discount_percent = $5, freight_type = $6, minimum_order_value = $7, credit_risk = $8, updated_at = now()`,
    [
      id,
      v.creditLimit,
      v.paymentCondition,
      v.paymentTermDays,
      v.discountPercent,
      v.freightType,
      v.minimumOrderValue,
      v.creditRisk,
    ].map((x) => x ?? null),
  );
}

export async function writeNatureOperations(
  db: Db,
  id: number,
  v: z.output<typeof natureTaxOperationsSchema>,
) {
  await db.query('delete from customer_nature_operations where customer_id = $1', [id]);
  for (const r of v.rows)
    await db.query(
      'insert into customer_nature_operations (customer_id, operation, nature_code, description) values ($1, $2, $3, $4)',
      [id, r.operation, r.natureCode, r.description ?? null],
    );
}
