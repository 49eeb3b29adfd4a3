import { FAN_PATH, FAN_WORKFLOW } from '@balcao/schema';
import { fans } from '@balcao/schema/resources';
import type { Db } from '../db/db.js';
import { fansArea } from '../domains/financial/fans.area.js';
import type { Engine } from '../domains/workflows/executions.service.js';
import { silentNotifier } from '../domains/workflows/notifier.js';
import { startOnSave } from '../kit/startOnSave.js';
import { historyForUntracked } from '../kit/untracked.js';
import { answerTask, caller } from './demoWork.seed.js';
import { seedApprovalWorkflow } from './workflows.seed.js';

/** The approval of a FAN: requested by finance with its save, answered by an APPROVER (aprovador). */
const seedFanWorkflow = (db: Db) =>
  seedApprovalWorkflow(db, {
    code: FAN_WORKFLOW,
    title: 'Aprovação de FAN',
    description: 'Aprovação de um FAN de cliente',
    recordPath: FAN_PATH,
    startModule: 'FAN',
    tasks: ['Solicitação do FAN', 'Aprovação do FAN'],
    approverRole: 'APPROVER',
  });

/**
 * The FAN demo book, financeiro's, each with its workflow started as its save starts it, for three
 * of vendedor's customers with negotiations: last year's and this year's approved by aprovador (the
 * customer's negotiations read this year's), one aprovador returned for correction (financeiro's
 * task) and, last so that it is the newest of his queue, one waiting for him; and one of
 * ralmeida's customers', approved.
 */
export async function seedFans(db: Db) {
  await seedFanWorkflow(db);
  const engine: Engine = { db, notifier: silentNotifier, now: () => new Date() };
  const [fin, apr] = [await caller(db, 'financeiro'), await caller(db, 'aprovador')];
  const customers = async (rep: string, n: number) =>
    (
      await db.query<{ id: number }>(
        `select n.customer_id as id from negotiations n join users u on u.id = n.representative_id
          where u.user_name = $1 group by n.customer_id order by count(*) desc, n.customer_id limit $2`,
        [rep, n],
      )
    ).rows.map((r) => Number(r.id));
  const [a, b, c] = await customers('vendedor', 3);
  const [d] = await customers('ralmeida', 1);
  if (c === undefined || d === undefined) return;
  const year = new Date().getFullYear();
  const insert = async (customer: number, y: number, percentFan: string, percVpcFan: string, text: string) =>
    Number(
      (
        await db.query<{ id: number }>(
          `insert into fans (customer_id, start_date, end_date, percent_fan, perc_vpc_fan, description, created_by)
           values ($1, make_date($2, 1, 1), make_date($2, 12, 31), $3, $4, $5, $6) returning id`,
          [customer, y, percentFan, percVpcFan, text, fin.auth.userId],
        )
      ).rows[0]!.id,
    );
  const previous = await insert(a!, year - 1, '3.00', '1.00', 'FAN do ano anterior');
  const current = await insert(a!, year, '4.50', '1.50', 'FAN anual do varejo');
  // One of ralmeida's: finance serves every representative.
  const theirs = await insert(d, year, '3.50', '1.00', 'FAN de reposição');
  const returned = await insert(b!, year, '6.00', '2.00', 'FAN de abertura de lojas');
  const waiting = await insert(c, year, '5.00', '2.50', 'FAN de crescimento do canal');
  // Their first history entry, as the system's, before their workflows move them.
  await historyForUntracked(db, fansArea.store);
  // Each started as its save starts it (the kit's startOnSave, as financeiro), then answered.
  const start = (id: number) => db.transaction((tx) => startOnSave(tx, engine, fin, fans, id));
  for (const id of [previous, current, theirs])
    await answerTask(engine, await start(id), apr.auth.userId, 'ADVANCE');
  await answerTask(engine, await start(returned), apr.auth.userId, 'RETURN');
  // Last, so that it comes after the other work in aprovador's queue.
  await start(waiting);
}
