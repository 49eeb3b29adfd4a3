import type { ExecutionStatus } from '@balcao/schema';
import type { Db } from '../../db/db.js';

export type ExecutionEnd = {
  executionId: number;
  registerId: string;
  status: Exclude<ExecutionStatus, 'IN_PROGRESS'>;
  actorId: number;
};
/** Runs in the transaction that ends the execution: if it throws, the ending is rolled back too. */
export type ExecutionEndHook = (tx: Db, end: ExecutionEnd) => Promise<void>;

const hooks = new Map<string, Set<ExecutionEndHook>>();

/**
 * The engine's one extension point for record domains: `hook` runs when an execution of the
 * workflow type `typeCode` completes (approved) or is deactivated. Registering the same function
 * twice keeps one.
 */
export function onExecutionEnd(typeCode: string, hook: ExecutionEndHook) {
  const key = typeCode.toLowerCase();
  hooks.set(key, (hooks.get(key) ?? new Set()).add(hook));
}

export async function runExecutionEnd(tx: Db, typeCode: string, end: ExecutionEnd) {
  for (const hook of hooks.get(typeCode.toLowerCase()) ?? []) await hook(tx, end);
}
