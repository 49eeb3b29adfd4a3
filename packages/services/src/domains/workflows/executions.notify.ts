import { MSG, workflowLink, type Directory, type ExecutionState } from '@balcao/schema';
import { nameOfRecord } from '../search/recordNames.js';
import { loadDirectoryOf, loadExecution, type Loaded } from './executions.store.js';
import type { Engine } from './executions.service.js';

/** The notifications of an execution's life: a task opened or reassigned, the execution ended. */

/** Tells the first task's people (after the start's transaction committed). */
export async function notifyStarted(engine: Engine, executionId: number) {
  const loaded = await loadExecution(engine.db, executionId);
  await notifyOpened(engine, loaded, 0, await loadDirectoryOf(engine.db, loaded, engine.now()));
}

/** Tells whoever now holds a newly opened or newly assigned step (and his substitutes) about it. */
export async function notifyOpened(
  engine: Engine,
  l: Loaded,
  fromSeq: number,
  dir: Directory,
  before?: ExecutionState,
) {
  let name: string | undefined;
  for (let seq = 0; seq < l.state.steps.length; seq++) {
    const s = l.state.steps[seq]!;
    if (s.status !== 'OPEN') continue;
    const prior = before?.steps[seq];
    if (seq < fromSeq && prior?.assigneeId === s.assigneeId) continue;
    const users = s.assigneeId !== null ? [s.assigneeId] : (dir.candidates[s.taskIndex] ?? []);
    const withSubs = [...new Set(users.flatMap((u) => [u, ...(dir.substitutes[u] ?? [])]))];
    name ??= await nameOfRecord(engine.db, l.recordPath, l.registerId);
    for (const u of withSubs)
      // The action is committed already: a notification that fails is logged, never the user's error.
      await engine
        .notifier(u, {
          title: MSG.workflowTaskNotifyTitle,
          content: `${l.typeTitle}: ${l.taskTitles[s.taskIndex]} (${name})`,
          link: workflowLink(l.recordPath, l.registerId, l.id, s.taskIndex),
          param: String(l.id),
          module: 'PAINEL_DE_TAREFAS',
        })
        .catch((err: unknown) => engine.onNotifyError?.(err));
  }
}

/** Tells the requester that his record's execution ended: completed (approved) or deactivated. */
export async function notifyEnded(engine: Engine, l: Loaded) {
  const completed = l.state.status === 'COMPLETED';
  await engine
    .notifier(l.state.requesterId, {
      title: completed ? MSG.workflowCompletedNotifyTitle : MSG.workflowDeactivatedNotifyTitle,
      content: `${l.typeTitle}: ${await nameOfRecord(engine.db, l.recordPath, l.registerId)}`,
      link: workflowLink(l.recordPath, l.registerId, l.id),
      param: String(l.id),
      module: 'PAINEL_DE_TAREFAS',
    })
    .catch((err: unknown) => engine.onNotifyError?.(err));
}
