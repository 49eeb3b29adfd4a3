/**
 * The workflow engine's model: what an execution is made of. The transitions are in rules.ts;
 * docs/workflow-rules.md explains both in prose.
 */

/** Role codes a task may name (spec/02 §6). REQUESTER means the user who started the execution. */
export const ROLE_CODES = ['REQUESTER', 'APPROVER', 'REGIONAL_MANAGER', 'BOARD', 'PRESIDENCY'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];
export const ROLE_LABEL: Record<RoleCode, string> = {
  REQUESTER: 'Solicitante',
  APPROVER: 'Aprovador',
  REGIONAL_MANAGER: 'Gerente regional',
  BOARD: 'Diretoria',
  PRESIDENCY: 'Presidência',
};

/** What an answer does: move on, return the record to the requester, or split approved and rejected items. */
export const ACTION_EFFECTS = ['ADVANCE', 'RETURN', 'APPROVE_ITEMS'] as const;
export type ActionEffect = (typeof ACTION_EFFECTS)[number];

export type ExecutionStatus = 'IN_PROGRESS' | 'COMPLETED' | 'DEACTIVATED';
export type StepStatus = 'OPEN' | 'DONE' | 'CANCELLED';

/** A task of the version the execution runs, as the rules need it. */
export type TaskRule = {
  slaHours: number;
  /** The task's roles include REQUESTER: starting (or resubmitting) the execution answers it. */
  requester: boolean;
  actions: { id: number; effect: ActionEffect }[];
};

/** One time a task was (or is) in someone's queue; a returned record gets a new round. */
export type Step = {
  taskIndex: number;
  round: number;
  status: StepStatus;
  assigneeId: number | null;
  /** Whom a manager took the step from, to give it back on manager leave. */
  heldBeforeManager: number | null;
  managerAssumed: boolean;
  answeredBy: number | null;
  /** The absent user a substitute answered for. */
  actedFor: number | null;
  actionId: number | null;
  effect: ActionEffect | null;
  presidency: boolean;
  draft: unknown;
  agreedBy: number[];
  /** Items the answer returned to the requester (APPROVE_ITEMS). */
  rejectedItems: string[];
  openedAt: Date;
  dueAt: Date;
  completedAt: Date | null;
};

export type ExecutionState = {
  status: ExecutionStatus;
  requesterId: number;
  /** Index of the task now open (the last one once completed). */
  currentTask: number;
  tasks: TaskRule[];
  /** Oldest first; only appended to, and a DONE or CANCELLED step never changes again. */
  steps: Step[];
};

/** Who may act, resolved by the services from role members, managers and substitutes in force now. */
export type Directory = {
  /** Per task index: the users holding its roles (REQUESTER already resolved to the requester). */
  candidates: number[][];
  /** Per task index: the managers of its roles. */
  managers: number[][];
  presidency: number[];
  /** Absent user id → the users substituting him now. */
  substitutes: Record<number, number[]>;
};

export type AnswerValues = { values?: unknown; items?: { id: string; approved: boolean }[] };

export type Command =
  | { kind: 'SAVE_DRAFT'; step: number; values: unknown }
  | ({ kind: 'ANSWER'; step: number; actionId: number } & AnswerValues)
  | ({ kind: 'PRESIDENCY_ANSWER'; step: number; actionId: number } & AnswerValues)
  | { kind: 'AGREE'; step: number }
  | { kind: 'ASSUME'; step: number }
  | { kind: 'MANAGER_ASSUME'; step: number }
  | { kind: 'MANAGER_LEAVE'; step: number }
  /** Authorised by TRANSFERENCIA_DE_TAREFAS in the services, not by the execution. */
  | { kind: 'TRANSFER'; fromUserId: number; toUserId: number }
  | { kind: 'DEACTIVATE' };

export type CommandKind = Command['kind'];

export type RuleError = 'FORBIDDEN' | 'CONFLICT' | 'INVALID';

/** A history line: who did what on which step, and for whom. */
export type WorkflowEvent = {
  kind: CommandKind | 'START';
  step: number | null;
  actorId: number;
  actedFor: number | null;
  actionId: number | null;
  at: Date;
  detail?: Record<string, unknown>;
};

export type Outcome =
  | { ok: true; state: ExecutionState; event: WorkflowEvent | null }
  | { ok: false; error: RuleError; reason: string };
