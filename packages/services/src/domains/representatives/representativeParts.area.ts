import { MSG, REPRESENTATIVE_MSG } from '@balcao/schema';
import { compareDecimal } from '@balcao/schema';
import { representativeContracts, representativeParameters } from '@balcao/schema/resources';
import { validationFailed, type FieldError } from '../../errors.js';
import { resourceArea, type ResourceArea, type ResourceHooks } from '../../kit/area.js';
import { assertRepresentativeAccess } from './access.js';
import { representativesArea } from './representatives.area.js';
import { partWritten } from './representatives.workflow.js';

const FROM = (table: string, alias: string) =>
  `${table} ${alias} join representatives rp on rp.id = ${alias}.representative_id`;

/**
 * What both parts share: the representative is one the caller sees and stays theirs once written;
 * they change only while his registration is open, and the first one written puts a
 * pre-registration in consultation.
 */
const partHooks = (own: ResourceHooks['validate']): ResourceHooks => ({
  prepare: ({ input, before }) => (before ? { ...input, representativeId: before.representativeId } : input),
  validate: async (db, ctx) => {
    if (ctx.caller) await assertRepresentativeAccess(db, ctx.caller, Number(ctx.input.representativeId));
    await own?.(db, ctx);
  },
  beforeWrite: (tx, { input, actor }) =>
    partWritten(tx, representativesArea.store, Number(input.representativeId), actor),
});

/** Registration parameters: the commission percentage within its min and max. */
export const representativeParametersArea: ResourceArea = resourceArea(
  representativeParameters,
  {
    table: 'representative_parameters',
    alias: 'pa',
    from: FROM('representative_parameters', 'pa'),
    columns: { representativeName: 'rp.name' },
  },
  partHooks(async (_db, { input }) => {
    const [min, max, pct] = [
      String(input.minCommission),
      String(input.maxCommission),
      String(input.commissionPercentage),
    ] as const;
    const errors: FieldError[] = [];
    if (compareDecimal(min, max) > 0)
      errors.push({ field: 'minCommission', messages: [REPRESENTATIVE_MSG.minAboveMax] });
    else if (compareDecimal(pct, min) < 0 || compareDecimal(pct, max) > 0)
      errors.push({ field: 'commissionPercentage', messages: [REPRESENTATIVE_MSG.percentOutOfBounds] });
    if (errors.length) throw validationFailed(errors);
  }),
);

/** Contracts: net not above gross, the end after the start (spec/02 §5), on their fields. */
export const representativeContractsArea: ResourceArea = resourceArea(
  representativeContracts,
  {
    table: 'representative_contracts',
    alias: 'ct',
    from: FROM('representative_contracts', 'ct'),
    columns: {
      contractNumber: `'CTR-' || lpad(ct.id::text, 6, '0')`,
      representativeName: 'rp.name',
    },
  },
  partHooks(async (_db, { input }) => {
    const errors: FieldError[] = [];
    if (compareDecimal(String(input.netValue), String(input.grossValue)) > 0)
      errors.push({ field: 'netValue', messages: [MSG.netAboveGross] });
    if (String(input.endContract) <= String(input.startContract))
      errors.push({ field: 'endContract', messages: [MSG.endBeforeStart] });
    if (errors.length) throw validationFailed(errors);
  }),
);
