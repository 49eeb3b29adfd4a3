import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db.js';
import type { ErpAdapter } from '../../erp/erp.adapter.js';
import { startPeriodic } from '../../lib/once.js';
import { escalateOverdue } from './escalation.js';
import { executionsRoutes } from './executions.routes.js';
import { lookupsRoutes } from './lookups.routes.js';
import { recordExecutionsRoutes } from './recordExecutions.routes.js';
import { silentNotifier, type Notifier } from './notifier.js';
import { tasksRoutes } from './tasks.routes.js';
import { typesRoutes } from './types.routes.js';

export type WorkflowOptions = {
  db: Db;
  notifier?: Notifier;
  /** The clock; tests move it to make tasks overdue. */
  now?: () => Date;
  /** How often overdue tasks are escalated; 0 turns the periodic check off (tests call it directly). */
  escalationIntervalMs?: number;
  /** The ERP, for what record domains do once an answer is committed (an order's approved items). */
  erp?: ErpAdapter | null;
};

/** The workflow engine's routes, and its periodic overdue check (once across services nodes). */
export const workflowsPlugin: FastifyPluginAsync<WorkflowOptions> = async (app, opts) => {
  const engine = {
    db: opts.db,
    notifier: opts.notifier ?? silentNotifier,
    now: opts.now ?? (() => new Date()),
    onNotifyError: (err: unknown) => app.log.error({ err }, 'workflow notification failed'),
    erp: opts.erp,
    log: app.log,
  };
  await app.register(typesRoutes, { db: opts.db });
  await app.register(lookupsRoutes, { db: opts.db });
  await app.register(tasksRoutes, { engine });
  await app.register(executionsRoutes, { engine });
  await app.register(recordExecutionsRoutes, { engine });
  const every = opts.escalationIntervalMs ?? 0;
  if (every > 0) {
    // One services node at a time escalates (lib/once.ts); each step is claimed by its UPDATE.
    const escalation = startPeriodic(
      opts.db,
      'workflows:escalation',
      every,
      () => escalateOverdue(opts.db, engine.notifier, engine.now()),
      app.log,
    );
    app.addHook('onClose', async () => escalation.stop());
  }
};
