import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEADLINE_STATUSES, deadlineStatus, dueAt } from './deadline.js';
import type { Command, Directory, ExecutionState, TaskRule } from './model.js';
import { allowedActions, startExecution, transition } from './rules.js';

const USERS = [1, 2, 3, 4, 5, 6];
const TASKS: TaskRule[] = [
  { slaHours: 24, requester: true, actions: [{ id: 1, effect: 'ADVANCE' }] },
  {
    slaHours: 48,
    requester: false,
    actions: [
      { id: 2, effect: 'ADVANCE' },
      { id: 3, effect: 'RETURN' },
      { id: 4, effect: 'APPROVE_ITEMS' },
    ],
  },
  {
    slaHours: 8,
    requester: false,
    actions: [
      { id: 2, effect: 'ADVANCE' },
      { id: 3, effect: 'RETURN' },
    ],
  },
];
const DIR: Directory = {
  candidates: [[1], [2, 3], [4]],
  managers: [[], [5], [5]],
  presidency: [6],
  substitutes: { 2: [4] },
};
const T0 = new Date('2026-01-05T12:00:00Z');

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('SAVE_DRAFT' as const), step: fc.nat(8), values: fc.string() }),
  fc.record({
    kind: fc.constantFrom('ANSWER' as const, 'PRESIDENCY_ANSWER' as const),
    step: fc.nat(8),
    actionId: fc.integer({ min: 1, max: 5 }),
    items: fc.array(fc.record({ id: fc.string({ maxLength: 2 }), approved: fc.boolean() }), { maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constantFrom(
      'AGREE' as const,
      'ASSUME' as const,
      'MANAGER_ASSUME' as const,
      'MANAGER_LEAVE' as const,
    ),
    step: fc.nat(8),
  }),
  fc.record({
    kind: fc.constant('TRANSFER' as const),
    fromUserId: fc.constantFrom(...USERS),
    toUserId: fc.constantFrom(...USERS),
  }),
  fc.constant({ kind: 'DEACTIVATE' as const }),
);
const moves = fc.array(fc.tuple(command, fc.constantFrom(...USERS)), { maxLength: 40 });

/** What the written rules say must always hold. */
function checkInvariants(s: ExecutionState) {
  const open = s.steps.filter((x) => x.status === 'OPEN');
  if (s.status === 'IN_PROGRESS') {
    expect(open).toHaveLength(1);
    expect(open[0]!.taskIndex).toBe(s.currentTask);
    expect(s.steps.at(-1)!.status).toBe('OPEN');
  } else expect(open).toHaveLength(0);
  if (s.status === 'COMPLETED') {
    const last = s.steps.at(-1)!;
    expect(last.taskIndex).toBe(s.tasks.length - 1);
    expect(last.status).toBe('DONE');
  }
  for (const step of s.steps.filter((x) => x.status === 'DONE')) {
    expect(step.answeredBy).not.toBeNull();
    expect(step.completedAt).not.toBeNull();
  }
}

describe('workflow rules', () => {
  it('no sequence of actions by any users breaks the rules; closed steps and ended executions never change', () => {
    fc.assert(
      fc.property(moves, (seq) => {
        const start = startExecution(TASKS, 1, DIR, T0);
        if (!start.ok) throw new Error(start.reason);
        let state = start.state;
        checkInvariants(state);
        seq.forEach(([cmd, actor], i) => {
          const now = new Date(T0.getTime() + (i + 1) * 3_600_000);
          const out = transition(state, cmd, actor, DIR, now);
          if (state.status !== 'IN_PROGRESS') expect(out.ok).toBe(false);
          if (!out.ok) return;
          // A step never disappears; a DONE or CANCELLED one never changes.
          expect(out.state.steps.length).toBeGreaterThanOrEqual(state.steps.length);
          state.steps.forEach((before, j) => {
            if (before.status !== 'OPEN') expect(out.state.steps[j]).toEqual(before);
          });
          // An answer comes from someone the rules allow.
          if (out.event?.kind === 'ANSWER') {
            const step = state.steps[out.event.step!]!;
            const who = out.event.actedFor ?? actor;
            expect(
              step.assigneeId === null
                ? DIR.candidates[step.taskIndex]!.includes(who) || who === 1
                : step.assigneeId === who,
            ).toBe(true);
          }
          if (out.event?.kind === 'PRESIDENCY_ANSWER') expect(DIR.presidency).toContain(actor);
          state = out.state;
          checkInvariants(state);
        });
      }),
      { numRuns: 400 },
    );
  });

  it('the buttons offered are exactly the commands the rules accept', () => {
    fc.assert(
      fc.property(moves, fc.constantFrom(...USERS), (seq, viewer) => {
        let state = (startExecution(TASKS, 1, DIR, T0) as { state: ExecutionState }).state;
        for (const [cmd, actor] of seq) {
          const out = transition(state, cmd, actor, DIR, T0);
          if (out.ok) state = out.state;
        }
        const allowed = allowedActions(state, viewer, DIR, T0);
        if (state.status !== 'IN_PROGRESS')
          expect(Object.values(allowed).filter((v) => v === true)).toEqual([]);
        if (allowed.answer && allowed.step !== null) {
          const out = transition(
            state,
            { kind: 'ANSWER', step: allowed.step, actionId: state.tasks[state.currentTask]!.actions[0]!.id },
            viewer,
            DIR,
            T0,
          );
          expect(out.ok).toBe(true);
        }
      }),
    );
  });

  it('approval runs requester → approver → board; a rejection returns to the requester; a second answer is a conflict', () => {
    const s0 = startExecution(TASKS, 1, DIR, T0);
    if (!s0.ok) throw new Error();
    expect(s0.state.currentTask).toBe(1);
    expect(transition(s0.state, { kind: 'ANSWER', step: 1, actionId: 2 }, 5, DIR, T0)).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });
    const back = transition(s0.state, { kind: 'ANSWER', step: 1, actionId: 3 }, 2, DIR, T0);
    expect(back.ok && back.state.currentTask).toBe(0);
    const s1 = transition(s0.state, { kind: 'ANSWER', step: 1, actionId: 2 }, 3, DIR, T0);
    if (!s1.ok) throw new Error();
    expect(transition(s1.state, { kind: 'ANSWER', step: 1, actionId: 2 }, 2, DIR, T0)).toMatchObject({
      ok: false,
      error: 'CONFLICT',
    });
    const s2 = transition(s1.state, { kind: 'ANSWER', step: 2, actionId: 2 }, 4, DIR, T0);
    expect(s2.ok && s2.state.status).toBe('COMPLETED');
  });

  it('approve items integrates the approved ones and returns the rejected ones', () => {
    const s0 = startExecution(TASKS, 1, DIR, T0) as { state: ExecutionState };
    const items = [
      { id: 'a', approved: true },
      { id: 'b', approved: false },
    ];
    const out = transition(s0.state, { kind: 'ANSWER', step: 1, actionId: 4, items }, 2, DIR, T0);
    if (!out.ok) throw new Error();
    expect(out.state.currentTask).toBe(0);
    expect(out.state.steps[1]!.rejectedItems).toEqual(['b']);
    expect(out.event?.detail).toEqual({ integrated: ['a'], returned: ['b'] });
  });

  it('a substitute answers for the absent user, and the history says so', () => {
    const s0 = startExecution(TASKS, 1, DIR, T0) as { state: ExecutionState };
    const assumed = transition(s0.state, { kind: 'ASSUME', step: 1 }, 2, DIR, T0) as {
      state: ExecutionState;
    };
    const out = transition(assumed.state, { kind: 'ANSWER', step: 1, actionId: 2 }, 4, DIR, T0);
    expect(out.ok && out.event).toMatchObject({ actorId: 4, actedFor: 2 });
  });
});

describe('deadline status', () => {
  const date = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });
  it('is right for any clock', () => {
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 0, max: 500 }),
        date,
        fc.option(date),
        fc.constantFrom('OPEN', 'DONE', 'CANCELLED') as fc.Arbitrary<'OPEN' | 'DONE' | 'CANCELLED'>,
        fc.option(fc.nat(9)),
        fc.boolean(),
        (opened, sla, now, done, status, assignee, reached) => {
          const due = dueAt(opened, sla);
          const st = deadlineStatus(
            {
              status,
              openedAt: reached ? opened : null,
              dueAt: due,
              completedAt: done,
              assigneeId: assignee,
            },
            now,
          );
          expect(DEADLINE_STATUSES).toContain(st);
          if (status === 'CANCELLED') expect(st).toBe('NOT_COMPLETED');
          else if (status === 'DONE') expect(st).toBe(done && done > due ? 'COMPLETED_LATE' : 'COMPLETED');
          else if (!reached) expect(st).toBe('PROGRAMMED');
          else if (now > due) expect(st).toBe('OVERDUE');
          else expect(st).toBe(assignee === null ? 'WAITING' : 'RUNNING');
        },
      ),
    );
  });
  it('turns overdue exactly after the SLA', () => {
    const opened = new Date('2026-03-01T10:00:00Z');
    const step = {
      status: 'OPEN' as const,
      openedAt: opened,
      dueAt: dueAt(opened, 24),
      completedAt: null,
      assigneeId: 3,
    };
    expect(deadlineStatus(step, new Date('2026-03-02T10:00:00Z'))).toBe('RUNNING');
    expect(deadlineStatus(step, new Date('2026-03-02T10:00:00.001Z'))).toBe('OVERDUE');
  });
});
