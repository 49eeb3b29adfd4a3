import type { AccessSet, ExecutionStatus } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import type { EngineDeps } from './notifier.js';

export type ExecutionEnd = {
  executionId: number;
  registerId: string;
  status: Exclude<ExecutionStatus, 'IN_PROGRESS'>;
  actorId: number;
};
/** Runs in the transaction that ends the execution: if it throws, the ending is rolled back too. */
export type ExecutionEndHook = (tx: Db, end: ExecutionEnd) => Promise<void>;

/** Hooks by workflow type code, whatever its case: the same function registered twice is kept once. */
function hooksByType<H>() {
  const byType = new Map<string, Set<H>>();
  return {
    add(typeCode: string, hook: H) {
      const key = typeCode.toLowerCase();
      byType.set(key, (byType.get(key) ?? new Set<H>()).add(hook));
    },
    of: (typeCode: string): Iterable<H> => byType.get(typeCode.toLowerCase()) ?? [],
  };
}

const hooks = hooksByType<ExecutionEndHook>();

/**
 * The engine's one extension point for record domains: `hook` runs when an execution of the
 * workflow type `typeCode` completes (approved) or is deactivated. Registering the same function
 * twice keeps one.
 */
export function onExecutionEnd(typeCode: string, hook: ExecutionEndHook) {
  hooks.add(typeCode, hook);
}

export async function runExecutionEnd(tx: Db, typeCode: string, end: ExecutionEnd) {
  for (const hook of hooks.of(typeCode)) await hook(tx, end);
}

/** Who starts an execution, and of which record: what a "before start" hook decides on. */
export type ExecutionStart = { registerId: string; userId: number; accessSet: AccessSet };
/**
 * Runs in the transaction that starts the execution, before anything is written: a hook that
 * throws (an HttpError: 403, 404, VALIDATION_FAILED…) refuses the start with its own answer.
 */
export type ExecutionStartHook = (tx: Db, start: ExecutionStart) => Promise<void>;

const startHooks = hooksByType<ExecutionStartHook>();

/**
 * The record domain's say on starting an execution of the workflow type `typeCode`, whoever
 * starts it (the domain's own routes or the generic POST /workflows/startExecution): e.g. the
 * record must exist, be in a state that goes to approval, and be visible to the caller.
 */
export function beforeExecutionStart(typeCode: string, hook: ExecutionStartHook) {
  startHooks.add(typeCode, hook);
}

export async function runBeforeExecutionStart(tx: Db, typeCode: string, start: ExecutionStart) {
  for (const hook of startHooks.of(typeCode)) await hook(tx, start);
}

/** Who is reading: what a record rule decides on. */
export type RecordReader = { auth: { userId: number }; accessSet: AccessSet };
/** A record domain's rule: throws (403, 404) when `reader` may not see the record `registerId`. */
export type RecordAccessRule = (db: Db, reader: RecordReader, registerId: string) => Promise<void>;

const accessRules = new Map<string, RecordAccessRule>();

/**
 * The record domain's access rule for the executions of workflow type `typeCode`: whoever is not a
 * participant of an execution sees it only if he may see its record (workflow context, history).
 */
export function recordAccess(typeCode: string, rule: RecordAccessRule) {
  accessRules.set(typeCode.toLowerCase(), rule);
}

export const recordAccessRule = (typeCode: string) => accessRules.get(typeCode.toLowerCase()) ?? null;

/** An answer given to one of the execution's tasks, as the record domain learns of it. */
export type ExecutionAnswer = {
  executionId: number;
  registerId: string;
  actorId: number;
  /** Position of the answered task in the version (0: the requester's request or resubmission). */
  taskIndex: number;
  effect: 'ADVANCE' | 'RETURN' | 'APPROVE_ITEMS';
  /** APPROVE_ITEMS: the item ids integrated and those returned to the requester. */
  items: { integrated: string[]; returned: string[] } | null;
  /** The execution after the answer. */
  status: ExecutionStatus;
};
/** Runs in the answer's transaction, after the execution is written: if it throws, the answer is refused. */
export type ExecutionAnswerHook = (tx: Db, answer: ExecutionAnswer) => Promise<void>;

const answerHooks = hooksByType<ExecutionAnswerHook>();

/**
 * The record domain's say on every answer to a task of the workflow type `typeCode` (before the
 * end hooks): an order marks each item's fate when its approver approves some and returns others,
 * and checks a resubmission is corrected.
 */
export function onExecutionAnswer(typeCode: string, hook: ExecutionAnswerHook) {
  answerHooks.add(typeCode, hook);
}

export async function runExecutionAnswer(tx: Db, typeCode: string, answer: ExecutionAnswer) {
  for (const hook of answerHooks.of(typeCode)) await hook(tx, answer);
}

/** Runs after the answer's transaction committed (the answer stands whatever it does). */
export type AnswerCommittedHook = (engine: EngineDeps & { db: Db }, answer: ExecutionAnswer) => Promise<void>;

const committedHooks = hooksByType<AnswerCommittedHook>();

/**
 * What a record domain does once an answer to its workflow type `typeCode` is committed, whoever
 * answered it (its own routes or the generic workflow panel): an order sends its approved items to
 * the ERP, a call that must not hold the answer's transaction.
 */
export function afterExecutionAnswer(typeCode: string, hook: AnswerCommittedHook) {
  committedHooks.add(typeCode, hook);
}

export async function runAfterExecutionAnswer(
  engine: EngineDeps & { db: Db },
  typeCode: string,
  answer: ExecutionAnswer,
) {
  for (const hook of committedHooks.of(typeCode)) await hook(engine, answer);
}
