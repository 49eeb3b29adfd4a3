/**
 * Deadline status of one task of an execution (spec/02 §4), from its dates and the clock.
 * The only place this is decided: services sort and filter by it, the web colours it.
 */
export const DEADLINE_STATUSES = [
  'WAITING',
  'PROGRAMMED',
  'RUNNING',
  'OVERDUE',
  'COMPLETED',
  'COMPLETED_LATE',
  'NOT_COMPLETED',
] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

export const DEADLINE_LABEL: Record<DeadlineStatus, string> = {
  WAITING: 'Aguardando',
  PROGRAMMED: 'Programada',
  RUNNING: 'Em andamento',
  OVERDUE: 'Atrasada',
  COMPLETED: 'Concluída',
  COMPLETED_LATE: 'Concluída com atraso',
  NOT_COMPLETED: 'Não concluída',
};

/** Blueprint intents, so that the colour always comes with the text above. */
export const DEADLINE_INTENT: Record<DeadlineStatus, 'none' | 'primary' | 'success' | 'warning' | 'danger'> =
  {
    WAITING: 'warning',
    PROGRAMMED: 'none',
    RUNNING: 'primary',
    OVERDUE: 'danger',
    COMPLETED: 'success',
    COMPLETED_LATE: 'warning',
    NOT_COMPLETED: 'none',
  };

export type StepTiming = {
  /** OPEN: in a queue or assumed; DONE: answered; CANCELLED: the execution ended before it was answered. */
  status: 'OPEN' | 'DONE' | 'CANCELLED';
  /** Null while the step has not been reached (a later task of a running execution). */
  openedAt: Date | null;
  dueAt: Date | null;
  completedAt: Date | null;
  assigneeId: number | null;
};

/**
 * - not reached yet → PROGRAMMED
 * - open: past its due time → OVERDUE; nobody assumed it → WAITING; assumed → RUNNING
 * - answered: by its due time → COMPLETED, after → COMPLETED_LATE
 * - the execution ended (deactivated) before it was answered → NOT_COMPLETED
 */
export function deadlineStatus(step: StepTiming, now: Date): DeadlineStatus {
  if (step.status === 'CANCELLED') return 'NOT_COMPLETED';
  if (step.status === 'DONE') {
    if (!step.dueAt || !step.completedAt) return 'COMPLETED';
    return step.completedAt.getTime() <= step.dueAt.getTime() ? 'COMPLETED' : 'COMPLETED_LATE';
  }
  if (!step.openedAt) return 'PROGRAMMED';
  if (step.dueAt && now.getTime() > step.dueAt.getTime()) return 'OVERDUE';
  return step.assigneeId === null ? 'WAITING' : 'RUNNING';
}

/** The due time of a step opened at `openedAt` with an SLA of `slaHours`. */
export const dueAt = (openedAt: Date, slaHours: number) =>
  new Date(openedAt.getTime() + slaHours * 3_600_000);
