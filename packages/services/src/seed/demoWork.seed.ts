import type { Db } from '../db/db.js';
import type { Caller } from '../auth/caller.js';
import { loadAccessSet } from '../domains/accesses/accesses.repo.js';
import { requestChange } from '../domains/changeRequests/changeRequests.js';
import { submitForApprovalIn } from '../domains/customers/customers.workflow.js';
import { act, notifyStarted, type Engine } from '../domains/workflows/executions.service.js';
import type { Notifier } from '../domains/workflows/notifier.js';
import { KIT_AREAS } from '../kit/areas.js';
import { DEMO_MATRIX_ROOTS } from './customers.seed.js';
import { concludeDemoRepresentative } from './representatives.seed.js';

/** The engine's notifications as the notification service writes them (nobody is connected yet). */
const seedNotifier =
  (db: Db): Notifier =>
  async (userId, n) => {
    const body = await db.query<{ id: number }>(
      `insert into notification_bodies (title, content, link, param, module) values ($1, $2, $3, $4, $5)
       returning id`,
      [n.title, n.content, n.link, n.param, n.module],
    );
    await db.query(`insert into notifications (user_id, body_id, type) values ($1, $2, 'TASK')`, [
      userId,
      body.rows[0]!.id,
    ]);
  };

/** A demo user as the routes see him: his id and his grants. */
export async function caller(db: Db, userName: string): Promise<Caller> {
  const { rows } = await db.query<{ id: number }>('select id from users where user_name = $1', [userName]);
  const userId = Number(rows[0]!.id);
  return { auth: { userId }, accessSet: await loadAccessSet(db, userId) };
}

/** `userId` answers the current task of an execution with its action of this effect, as its screen does. */
export const answerTask = (engine: Engine, execution: number, userId: number, effect: 'ADVANCE' | 'RETURN') =>
  act(engine, execution, userId, (l) => {
    const step = l.state.steps.length - 1;
    const task = l.state.tasks[l.state.steps[step]!.taskIndex]!;
    return { kind: 'ANSWER', step, actionId: task.actions.find((a) => a.effect === effect)!.id };
  });

/**
 * Two of vendedor's newest companies' customers made pre-registrations: the records his demo
 * requests are about (never his first matrix, 11.222.333, which the other demos and tests use).
 */
async function preRegistrations(db: Db, rep: Caller) {
  const { rows } = await db.query<{ id: number }>(
    `update customers set status = 'PRE_REGISTRATION' where id in (
       select id from customers where representative_id = $1 and person_type = 'PJ' and status = 'ACTIVE'
          and cnpj not like $2 order by id desc limit 2)
     returning id`,
    [rep.auth.userId, `${DEMO_MATRIX_ROOTS.vendedor}%`],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** A pre-registration sent to approval, as saving it from its page does. */
async function submit(engine: Engine, rep: Caller, customerId: number) {
  const started = await engine.db.transaction((tx) => submitForApprovalIn(tx, engine, rep, customerId));
  if (started === null) throw new Error(`seed: customer ${customerId} did not go to approval`);
  await notifyStarted(engine, started);
  return started;
}

/** A change request of a kit area's record, asked by `who` with these fields changed. */
async function askChange(engine: Engine, who: Caller, area: string, id: number, changed: object) {
  const kind = KIT_AREAS.find((a) => a.def.plural === area)?.changes;
  if (!kind) throw new Error(`seed: ${area} takes no change requests`);
  await requestChange(engine, who, kind, id, { ...(await kind.current(engine.db, id)), ...changed });
}

/**
 * Each demo role's work, made through the workflow engine as the screens make it, so that every
 * task belongs to a real record and every notification names it and opens it:
 * - aprovador (regional manager): a customer registration of vendedor's and a change to one of his
 *   buyers wait for his approval;
 * - vendedor: a registration aprovador returned for correction waits for him;
 * - admin (the board): a change vendedor asked for one of his companies waits for approval;
 * - aprovador: two representatives' registrations admin concluded (Vale Sul, Serra Azul) wait for his approval.
 * Their newest records, never those the other demos and tests use (his first matrix, MTZ-0001).
 */
export async function seedDemoWork(db: Db) {
  const engine: Engine = { db, notifier: seedNotifier(db), now: () => new Date() };
  const [vendedor, aprovador] = [await caller(db, 'vendedor'), await caller(db, 'aprovador')];
  await customerAndChangeWork(engine, vendedor, aprovador);
  // Last, so that it comes after the other work in aprovador's queue (by due date).
  await concludeDemoRepresentative(engine, await caller(db, 'admin'));
}

async function customerAndChangeWork(engine: Engine, vendedor: Caller, aprovador: Caller) {
  const { db } = engine;
  const [waiting, returned] = await preRegistrations(db, vendedor);
  if (waiting === undefined || returned === undefined) return;
  await submit(engine, vendedor, waiting);
  const execution = await submit(engine, vendedor, returned);
  await act(engine, execution, aprovador.auth.userId, (l) => {
    const step = l.state.steps.length - 1;
    const task = l.state.tasks[l.state.steps[step]!.taskIndex]!;
    const back = task.actions.find((a) => a.effect === 'RETURN')!;
    return { kind: 'ANSWER', step, actionId: back.id, values: { approvalNote: 'Falta o contrato social.' } };
  });

  const buyer = await db.query<{ id: number }>(
    `select b.id from buyers b join customers c on c.id = b.customer_id
      where c.representative_id = $1 order by b.id desc limit 1`,
    [vendedor.auth.userId],
  );
  if (buyer.rows[0])
    await askChange(engine, vendedor, 'buyers', Number(buyer.rows[0].id), {
      position: 'Gerente de compras',
      phone: '11991234567',
    });
  const company = await db.query<{ id: number }>(
    `select id from companies where representative_id = $1 order by id desc limit 1`,
    [vendedor.auth.userId],
  );
  if (company.rows[0])
    await askChange(engine, vendedor, 'companies', Number(company.rows[0].id), { phone: '1133445566' });
}
