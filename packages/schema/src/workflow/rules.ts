import { dueAt } from './deadline.js';
import type {
  AnswerValues,
  Command,
  Directory,
  ExecutionState,
  Outcome,
  RuleError,
  Step,
  TaskRule,
  WorkflowEvent,
} from './model.js';

/**
 * THE workflow rules: every action on an execution goes through `transition`, in the services
 * (which then persist the new state with a version check) and in the property tests.
 *
 * 1. A COMPLETED or DEACTIVATED execution accepts nothing (CONFLICT).
 * 2. An IN_PROGRESS execution has exactly one OPEN step, the current task's.
 * 3. A step acts only while OPEN; acting on a DONE/CANCELLED step is a CONFLICT (someone got there first).
 * 4. Answer, save draft: the assignee, or, while nobody assumed it, any holder of the task's roles;
 *    a substitute in force acts for the user he substitutes (recorded as actedFor). Others: FORBIDDEN.
 * 5. Answer ADVANCE closes the step and opens the next task; after the last task the execution is COMPLETED.
 *    RETURN closes it and opens the first task again (new round) for the requester to correct.
 *    APPROVE_ITEMS advances when every item is approved, otherwise returns the rejected ones.
 * 6. Assume: only an unassigned step, by a role holder (or his substitute). Manager assume: a manager
 *    of the task's roles takes the step from whoever holds it; manager leave gives it back.
 * 7. Presidency answer: a PRESIDENCY member answers any open step, as rule 5.
 * 8. Agree: a role holder other than the assignee records agreement once; the flow does not move.
 * 9. Transfer moves the OPEN steps held by one user to another. Deactivate cancels the open step.
 */
export function transition(
  state: ExecutionState,
  command: Command,
  actorId: number,
  dir: Directory,
  now: Date,
): Outcome {
  if (state.status !== 'IN_PROGRESS') return fail('CONFLICT', 'Execução encerrada');
  const event = (over: Partial<WorkflowEvent> = {}): WorkflowEvent => ({
    kind: command.kind,
    step: 'step' in command ? command.step : null,
    actorId,
    actedFor: null,
    actionId: null,
    at: now,
    ...over,
  });

  if (command.kind === 'DEACTIVATE') {
    const steps = state.steps.map((s) => (s.status === 'OPEN' ? { ...s, status: 'CANCELLED' as const } : s));
    return ok({ ...state, status: 'DEACTIVATED', steps }, event());
  }
  if (command.kind === 'TRANSFER') {
    if (command.fromUserId === command.toUserId) return fail('INVALID', 'Mesmo usuário');
    const moved = state.steps.some((s) => s.status === 'OPEN' && s.assigneeId === command.fromUserId);
    if (!moved) return ok(state, null);
    const steps = state.steps.map((s) =>
      s.status === 'OPEN' && s.assigneeId === command.fromUserId ? { ...s, assigneeId: command.toUserId } : s,
    );
    return ok({ ...state, steps }, event({ detail: { from: command.fromUserId, to: command.toUserId } }));
  }

  const step = state.steps[command.step];
  if (!step) return fail('INVALID', 'Tarefa inexistente');
  if (step.status !== 'OPEN') return fail('CONFLICT', 'Tarefa já respondida');
  const candidates = dir.candidates[step.taskIndex] ?? [];
  const represented = representedBy(actorId, step, candidates, dir);
  const put = (changes: Partial<Step>) => replaceStep(state, command.step, { ...step, ...changes });

  switch (command.kind) {
    case 'SAVE_DRAFT':
      if (represented === undefined) return fail('FORBIDDEN', 'Sem permissão');
      return ok(put({ draft: command.values }), event({ actedFor: represented }));
    case 'ASSUME': {
      if (step.assigneeId !== null) return fail('CONFLICT', 'Tarefa já assumida');
      if (represented === undefined) return fail('FORBIDDEN', 'Sem permissão');
      return ok(put({ assigneeId: actorId }), event({ actedFor: represented }));
    }
    case 'MANAGER_ASSUME': {
      if (!(dir.managers[step.taskIndex] ?? []).includes(actorId)) return fail('FORBIDDEN', 'Sem permissão');
      if (step.managerAssumed) return fail('CONFLICT', 'Tarefa já assumida pelo gestor');
      return ok(
        put({ assigneeId: actorId, heldBeforeManager: step.assigneeId, managerAssumed: true }),
        event({ detail: { from: step.assigneeId } }),
      );
    }
    case 'MANAGER_LEAVE': {
      if (!step.managerAssumed || step.assigneeId !== actorId) return fail('FORBIDDEN', 'Sem permissão');
      return ok(
        put({ assigneeId: step.heldBeforeManager, heldBeforeManager: null, managerAssumed: false }),
        event(),
      );
    }
    case 'AGREE': {
      const holder = candidates.some((c) => c === actorId || (dir.substitutes[c] ?? []).includes(actorId));
      if (!holder || step.assigneeId === actorId) return fail('FORBIDDEN', 'Sem permissão');
      if (step.agreedBy.includes(actorId)) return fail('CONFLICT', 'Concordância já registrada');
      return ok(put({ agreedBy: [...step.agreedBy, actorId] }), event());
    }
    case 'ANSWER':
    case 'PRESIDENCY_ANSWER': {
      const presidency = command.kind === 'PRESIDENCY_ANSWER';
      if (presidency ? !dir.presidency.includes(actorId) : represented === undefined)
        return fail('FORBIDDEN', 'Sem permissão');
      return answer(
        state,
        command.step,
        command,
        actorId,
        presidency ? null : (represented ?? null),
        presidency,
        dir,
        now,
      );
    }
  }
}

/** `null`: acts as himself; a user id: acts as that user's substitute; undefined: may not act. */
function representedBy(actorId: number, step: Step, candidates: number[], dir: Directory) {
  const actsFor = (user: number) =>
    user === actorId ? null : (dir.substitutes[user] ?? []).includes(actorId) ? user : undefined;
  if (step.assigneeId !== null) return actsFor(step.assigneeId);
  if (candidates.includes(actorId)) return null;
  const absent = candidates.find((c) => actsFor(c) !== undefined);
  return absent === undefined ? undefined : absent;
}

function answer(
  state: ExecutionState,
  index: number,
  command: { actionId: number } & AnswerValues,
  actorId: number,
  actedFor: number | null,
  presidency: boolean,
  dir: Directory,
  now: Date,
): Outcome {
  const step = state.steps[index]!;
  const task = state.tasks[step.taskIndex]!;
  const action = task.actions.find((a) => a.id === command.actionId);
  if (!action) return fail('INVALID', 'Ação não pertence à tarefa');
  const rejected = (command.items ?? []).filter((i) => !i.approved).map((i) => i.id);
  const back =
    step.taskIndex > 0 &&
    (action.effect === 'RETURN' || (action.effect === 'APPROVE_ITEMS' && rejected.length > 0));
  if (action.effect === 'RETURN' && step.taskIndex === 0)
    return fail('INVALID', 'A primeira tarefa não pode devolver');
  const closed: Step = {
    ...step,
    status: 'DONE',
    assigneeId: step.assigneeId ?? actorId,
    answeredBy: actorId,
    actedFor,
    actionId: action.id,
    effect: action.effect,
    presidency,
    draft: command.values ?? step.draft,
    rejectedItems: back ? rejected : [],
    completedAt: now,
  };
  const base = replaceStep(state, index, closed);
  const ev: WorkflowEvent = {
    kind: presidency ? 'PRESIDENCY_ANSWER' : 'ANSWER',
    step: index,
    actorId,
    actedFor,
    actionId: action.id,
    at: now,
    ...(action.effect === 'APPROVE_ITEMS'
      ? {
          detail: {
            integrated: (command.items ?? []).filter((i) => i.approved).map((i) => i.id),
            returned: rejected,
          },
        }
      : {}),
  };
  const nextTask = back ? 0 : step.taskIndex + 1;
  if (nextTask >= state.tasks.length) return ok({ ...base, status: 'COMPLETED' }, ev);
  const round = back ? step.round + 1 : step.round;
  return ok(openTask(base, nextTask, round, dir, now), ev);
}

/** Opens task `taskIndex` (a new round when the record came back). */
export function openTask(state: ExecutionState, taskIndex: number, round: number, dir: Directory, now: Date) {
  const task: TaskRule = state.tasks[taskIndex]!;
  const step: Step = {
    taskIndex,
    round,
    status: 'OPEN',
    // The requester's task goes straight to him; any other waits in its roles' queue until assumed.
    assigneeId: task.requester ? state.requesterId : null,
    heldBeforeManager: null,
    managerAssumed: false,
    answeredBy: null,
    actedFor: null,
    actionId: null,
    effect: null,
    presidency: false,
    draft: null,
    agreedBy: [],
    rejectedItems: [],
    openedAt: now,
    dueAt: dueAt(now, task.slaHours),
    completedAt: null,
  };
  return { ...state, currentTask: taskIndex, steps: [...state.steps, step] };
}

/**
 * A new execution: when the first task is the requester's, starting it is his answer to it
 * (the first ADVANCE action of that task), so the record goes straight to the next task.
 */
export function startExecution(tasks: TaskRule[], requesterId: number, dir: Directory, now: Date): Outcome {
  if (tasks.length === 0) return fail('INVALID', 'Versão sem tarefas');
  const opened = openTask(
    { status: 'IN_PROGRESS', requesterId, currentTask: 0, tasks, steps: [] },
    0,
    1,
    dir,
    now,
  );
  const submit = tasks[0]!.requester ? tasks[0]!.actions.find((a) => a.effect === 'ADVANCE') : undefined;
  if (!submit)
    return ok(opened, {
      kind: 'START',
      step: 0,
      actorId: requesterId,
      actedFor: null,
      actionId: null,
      at: now,
    });
  const out = answer(opened, 0, { actionId: submit.id }, requesterId, null, false, dir, now);
  return out.ok ? ok(out.state, { ...out.event!, kind: 'START' }) : out;
}

/** The actions `actorId` may take now: the buttons of the execution panel, decided by the same rules. */
export function allowedActions(state: ExecutionState, actorId: number, dir: Directory, now: Date) {
  const step = state.steps.length - 1;
  const current = state.steps[step];
  const first = current ? (state.tasks[current.taskIndex]?.actions[0]?.id ?? 0) : 0;
  const can = (c: Command) => transition(state, c, actorId, dir, now).ok;
  return {
    step: current?.status === 'OPEN' ? step : null,
    answer: can({ kind: 'ANSWER', step, actionId: first }),
    presidencyAnswer: can({ kind: 'PRESIDENCY_ANSWER', step, actionId: first }),
    saveDraft: can({ kind: 'SAVE_DRAFT', step, values: null }),
    assume: can({ kind: 'ASSUME', step }),
    agree: can({ kind: 'AGREE', step }),
    managerAssume: can({ kind: 'MANAGER_ASSUME', step }),
    managerLeave: can({ kind: 'MANAGER_LEAVE', step }),
  };
}

function replaceStep(state: ExecutionState, index: number, step: Step): ExecutionState {
  return { ...state, steps: state.steps.map((s, i) => (i === index ? step : s)) };
}
const ok = (state: ExecutionState, event: WorkflowEvent | null): Outcome => ({ ok: true, state, event });
const fail = (error: RuleError, reason: string): Outcome => ({ ok: false, error, reason });
