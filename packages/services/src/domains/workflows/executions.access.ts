import { can, type AccessSet, type Directory } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { forbidden } from '../../errors.js';
import type { Engine } from './executions.service.js';
import { loadDirectoryOf, loadExecution, type Loaded } from './executions.store.js';
import { recordAccessRule } from './hooks.js';

export type Reader = { userId: number; accessSet: AccessSet };

/** Record pages and task screens read a workflow's lookups with any of these screens. */
export function assertAnyWorkflowScreen(accessSet: AccessSet) {
  const screens = [
    'PAINEL_WORKFLOW',
    'PAINEL_DE_TAREFAS',
    'TAREFAS_ASSUMIDAS',
    'TAREFAS_PENDENTES',
    'TAREFAS_FINANCEIRO',
    'ALCADA',
  ];
  if (!can(accessSet, screens, 'VISUALIZAR')) throw forbidden();
}

/** Requester, a task's role holder or manager, presidency, assignee, answerer or a substitute. */
export function takesPart(l: Loaded, dir: Directory, me: number) {
  return (
    l.state.requesterId === me ||
    dir.presidency.includes(me) ||
    [...dir.candidates, ...dir.managers].some((xs) => xs.includes(me)) ||
    l.state.steps.some((s) => s.assigneeId === me || s.answeredBy === me) ||
    Object.values(dir.substitutes).some((subs) => subs.includes(me))
  );
}

/**
 * Whoever takes no part in an execution reads it only with a workflow screen and the record's own
 * rule (a representative reads the workflows of his customers, not of another's); a type no
 * record domain rules is the workflow panel's alone. Throws the rule's 403 or 404.
 */
export async function assertRecordAccess(db: Db, user: Reader, typeCode: string, registerId: string) {
  if (!can(user.accessSet, ['PAINEL_WORKFLOW', 'PAINEL_DE_TAREFAS'], 'VISUALIZAR')) throw forbidden();
  const rule = recordAccessRule(typeCode);
  if (rule) await rule(db, { auth: { userId: user.userId }, accessSet: user.accessSet }, registerId);
  else if (!can(user.accessSet, 'PAINEL_WORKFLOW', 'VISUALIZAR')) throw forbidden();
}

/** The execution as `user` may read it, with its directory: 404 when there is none, 403 when he may not. */
export async function readableExecution(engine: Engine, user: Reader, executionId: number) {
  const l = await loadExecution(engine.db, executionId);
  const dir = await loadDirectoryOf(engine.db, l, engine.now());
  if (!takesPart(l, dir, user.userId)) await assertRecordAccess(engine.db, user, l.typeCode, l.registerId);
  return { l, dir };
}

/**
 * Of a record's executions (`ids`), those `user` may read: all when the record's rule lets him,
 * else those he takes part in; none of them throws the rule's refusal.
 */
export async function readableOfRecord(
  engine: Engine,
  user: Reader,
  record: { typeCode: string; registerId: string },
  ids: number[],
) {
  try {
    await assertRecordAccess(engine.db, user, record.typeCode, record.registerId);
    return ids;
  } catch (refusal) {
    const mine: number[] = [];
    for (const id of ids) {
      const l = await loadExecution(engine.db, id);
      const dir = await loadDirectoryOf(engine.db, l, engine.now());
      if (takesPart(l, dir, user.userId)) mine.push(id);
    }
    if (!mine.length) throw refusal;
    return mine;
  }
}
