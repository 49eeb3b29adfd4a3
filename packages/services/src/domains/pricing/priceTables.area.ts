import { MSG, PRICE_MSG } from '@balcao/schema';
import { priceTables } from '@balcao/schema/resources';
import { HttpError, validationFailed } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import type { Input, Row } from '../../kit/store.js';
import { findOverlap, type TableScope } from './overlap.js';

const scopeOf = (id: number | null, v: Input | Row): TableScope => ({
  id,
  validFrom: String(v.validFrom),
  validTo: String(v.validTo),
  states: (v.states as string[] | null) ?? [],
  customerGroup: (v.customerGroup as string | null) || null,
});

/**
 * Price tables on the kit. Their own rules: the validity ends on or after it starts; a scope is
 * given (states and/or a customer group); and an active table may not share a day, a scope and a
 * product with another active one (on its validity field when saved, a 400 when activated).
 */
export const priceTablesArea: ResourceArea = resourceArea(
  priceTables,
  {
    table: 'price_tables',
    alias: 't',
    columns: {
      itemCount: '(select count(*)::int from price_table_items i where i.price_table_id = t.id)',
    },
  },
  {
    validate: async (db, { input, before }) => {
      const errors = [];
      if (String(input.validTo) < String(input.validFrom))
        errors.push({ field: 'validTo', messages: [MSG.endBeforeStart] });
      if (!(input.states as string[]).length && !input.customerGroup)
        errors.push({ field: 'states', messages: [PRICE_MSG.scopeRequired] });
      if (errors.length) throw validationFailed(errors);
      if (!before || before.active === false) return;
      const overlap = await findOverlap(db, scopeOf(before.id, input));
      if (overlap) throw validationFailed([{ field: 'validFrom', messages: [overlap] }]);
    },
    beforeToggle: async (db, { active, before }) => {
      if (!active) return;
      const overlap = await findOverlap(db, scopeOf(before.id, before));
      if (overlap) throw new HttpError(400, 'BAD_REQUEST', overlap);
    },
  },
);
