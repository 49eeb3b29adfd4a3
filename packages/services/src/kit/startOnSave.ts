import { resourceMessages, type ResourceDef } from '@balcao/schema/resources';
import type { Caller } from '../auth/caller.js';
import type { Db } from '../db/db.js';
import { HttpError } from '../errors.js';
import { startIn, type Engine } from '../domains/workflows/executions.service.js';

/**
 * The start of an area's workflow with its create (`workflowStart: 'save'`), in the create's
 * transaction and as its creator. A refused start (no active version, no approver, the record
 * domain's "before start" hook, the creator without the type's start module) refuses the create
 * in the area's words (`messages.startFailed`) followed by the engine's reason: nothing is left
 * behind.
 */
export async function startOnSave(tx: Db, engine: Engine, caller: Caller, def: ResourceDef, id: number) {
  try {
    return await startIn(
      tx,
      engine,
      { userId: caller.auth.userId, accessSet: caller.accessSet },
      { workflowTypeCode: def.workflow!, registerId: String(id) },
    );
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
    const why = err.details?.[0]?.messages[0] ?? err.message;
    throw new HttpError(400, 'BAD_REQUEST', `${resourceMessages(def).startFailed} ${why}`.trim());
  }
}
