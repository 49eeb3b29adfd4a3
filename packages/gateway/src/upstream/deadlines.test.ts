import { describe, expect, it } from 'vitest';
import { createDeadlines } from './deadlines.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** When `signal` is aborted (performance.now()). */
const abortedAt = (signal: AbortSignal) =>
  new Promise<number>((r) => signal.addEventListener('abort', () => r(performance.now())));

describe('upstream deadlines on one timer', () => {
  it('aborts each call still running once its own time has passed, with a TimeoutError', async () => {
    const deadlines = createDeadlines(30);
    const first = { started: performance.now(), ...deadlines.start() };
    await sleep(15);
    const second = { started: performance.now(), ...deadlines.start() };
    const [a, b] = await Promise.all([abortedAt(first.signal), abortedAt(second.signal)]);
    expect(a - first.started).toBeGreaterThanOrEqual(29);
    expect(b - second.started).toBeGreaterThanOrEqual(29);
    expect((first.signal.reason as DOMException).name).toBe('TimeoutError');
    expect(deadlines.pending()).toBe(0);
    deadlines.close();
  });

  it('leaves a call that ended in time alone, and forgets it at once', async () => {
    const deadlines = createDeadlines(20);
    const calls = Array.from({ length: 5 }, () => deadlines.start());
    calls[0]!.done();
    calls[2]!.done();
    calls[4]!.done();
    calls[4]!.done();
    expect(deadlines.pending()).toBe(2);
    await Promise.all([abortedAt(calls[1]!.signal), abortedAt(calls[3]!.signal)]);
    expect(calls.map((c) => c.signal.aborted)).toEqual([false, true, false, true, false]);
    // A deadline started after the line emptied gets its own full length.
    const started = performance.now();
    const next = deadlines.start();
    expect(await abortedAt(next.signal)).toBeGreaterThanOrEqual(started + 19);
    deadlines.close();
  });
});
