import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FINANCIAL_MSG } from '@balcao/schema';
import { debitNotes } from '@balcao/schema/resources';
import { notFound } from '../../errors.js';
import { resourceArea, type KitOptions, type ResourceArea } from '../../kit/area.js';
import { assertOrderAccess } from '../orders/access.js';
import { debitNoteRule } from './access.js';

const codeQuery = z.object({
  code: z.string().trim().min(1).max(20),
  customerId: z.coerce.number().int().positive().optional(),
});

/**
 * spec/02 §7 'GET validate ND code': an ND by its code (ND-000012 or 12), of the customer when
 * given, that the caller may see: 404 'Nota de débito não encontrada' otherwise.
 */
const lookupRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (
  app,
  { db, area },
) => {
  app.get('/debit-notes/validate', {
    schema: { tags: ['debit-notes'], querystring: codeQuery },
    config: { access: { module: area.def.module, action: 'VISUALIZAR' } },
    handler: async (req) => {
      const digits = /^(ND-?)?0*(\d{1,12})$/i.exec(req.query.code)?.[2];
      if (!digits) throw notFound(FINANCIAL_MSG.debitNoteNotFound);
      const { rows } = await db.query<{ customerId: number }>(
        'select customer_id as "customerId" from debit_notes where id = $1',
        [Number(digits)],
      );
      const note = rows[0];
      if (!note || (req.query.customerId && Number(note.customerId) !== req.query.customerId))
        throw notFound(FINANCIAL_MSG.debitNoteNotFound);
      await debitNoteRule.assert(db, req, Number(digits));
      return area.store.find(db, Number(digits));
    },
  });
};

/**
 * Debit notes on the kit: issued against an order the caller may see, whose customer they are of
 * (never the caller's choice); the order stays theirs once issued.
 */
export const debitNotesArea: ResourceArea = resourceArea(
  debitNotes,
  {
    table: 'debit_notes',
    alias: 'd',
    from: `debit_notes d join customers c on c.id = d.customer_id
      left join vpc_request_debit_notes vl on vl.debit_note_id = d.id`,
    createdBy: true,
    sorts: { code: 'd.id' },
    columns: {
      code: `'ND-' || lpad(d.id::text, 6, '0')`,
      orderNumber: `'PED-' || lpad(d.order_id::text, 6, '0')`,
      customerId: 'd.customer_id',
      corporateName: 'c.corporate_name',
      vpcRequestId: 'vl.vpc_request_id',
      vpcNumber: `'VPC-' || lpad(vl.vpc_request_id::text, 6, '0')`,
    },
  },
  {
    prepare: ({ input, before }) => (before ? { ...input, orderId: before.orderId } : input),
    validate: async (db, { caller, input, before }) => {
      if (caller && !before) await assertOrderAccess(db, caller, Number(input.orderId));
    },
    derive: async (db, { input, before }) => {
      if (before) return {};
      const { rows } = await db.query<{ customerId: number }>(
        'select customer_id as "customerId" from orders where id = $1',
        [input.orderId],
      );
      return { customerId: rows[0]?.customerId ?? null };
    },
    extraRoutes: lookupRoutes,
  },
);
