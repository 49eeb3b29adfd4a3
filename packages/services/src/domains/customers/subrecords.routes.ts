import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessHierarchySchema,
  fiscalParametersSchema,
  natureTaxOperationsSchema,
  registrationSchema,
} from '@balcao/schema/customerFields';
import type { Db } from '../../db/db.js';
import { conflict } from '../../errors.js';
import { recordChange } from '../../lib/audit.js';
import { assertCustomerAccess, requireAny } from './access.js';
import * as repo from './subrecords.repo.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
/** The customer's updatedAt as the caller read it: a save over a newer version is a CONFLICT (409). */
const version = z.object({ updatedAt: z.string().optional() });
type Key = keyof Awaited<ReturnType<typeof repo.readSubRecords>>;

/**
 * The customer's sub-records, each saved by its own call (spec/02 §7: upsertBussinessHierarchy,
 * upsertRegistration, upsertFiscalParameters, upsertNatureTaxOperations); CLIENTES × EDITAR, or
 * PRE_CADASTRO_CLIENTE × EDITAR while the record is a pre-registration, and record access. Every
 * save moves the customer's updatedAt; one sent with an older updatedAt answers 409 with the
 * sub-record as it is now (`current`: { <key>, updatedAt }).
 */
export const customerSubRecordsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['customers'];
  const route = <S extends z.ZodType>(
    path: string,
    key: Key,
    body: S,
    write: (tx: Db, id: number, v: z.output<S>) => Promise<void>,
  ) =>
    app.post(`/customers/:id/${path}`, {
      schema: { tags, params: idParams, body: z.intersection(body, version) },
      handler: async (req) => {
        requireAny(req, ['CLIENTES', 'PRE_CADASTRO_CLIENTE'], 'EDITAR');
        const id = req.params.id;
        await assertCustomerAccess(db, req, id);
        return db.transaction(async (tx) => {
          const locked = await tx.query<{ updatedAt: string }>(
            `select to_json(updated_at) #>> '{}' as "updatedAt" from customers where id = $1 for update`,
            [id],
          );
          const before = (await repo.readSubRecords(tx, id))[key];
          const read = (req.body as { updatedAt?: string }).updatedAt;
          const now = locked.rows[0]!.updatedAt;
          if (read && new Date(read).getTime() !== new Date(now).getTime())
            throw conflict({ [key]: before, updatedAt: now });
          await write(tx, id, req.body as z.output<S>);
          await tx.query('update customers set updated_at = now() where id = $1', [id]);
          const after = (await repo.readSubRecords(tx, id))[key];
          await recordChange(tx, {
            entity: 'customer',
            entityId: id,
            action: 'update',
            userId: req.auth.userId,
            before: { [key]: before },
            after: { [key]: after },
          });
          return after;
        });
      },
    });
  route('business-hierarchy', 'businessHierarchy', businessHierarchySchema, repo.writeHierarchy);
  route('registration', 'registration', registrationSchema, repo.writeRegistration);
  route('fiscal-parameters', 'fiscalParameters', fiscalParametersSchema, repo.writeFiscal);
  route(
    'nature-tax-operations',
    'natureTaxOperations',
    natureTaxOperationsSchema,
    repo.writeNatureOperations,
  );
};
