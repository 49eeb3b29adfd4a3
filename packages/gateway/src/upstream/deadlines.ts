/** One call's deadline: its signal, aborted when the time passes, and `done`, to call when it ends. */
export type Deadline = { signal: AbortSignal; done: () => void };

type Entry = {
  controller: AbortController;
  at: number;
  prev: Entry | null;
  next: Entry | null;
  live: boolean;
};

/**
 * Deadlines of one length for many calls on a single timer. Each call gets an AbortController,
 * aborted with a TimeoutError (as `AbortSignal.timeout` does) once `ms` have passed, and leaves the
 * line as soon as it ends. `AbortSignal.timeout` armed a timer per call, which still fired, made
 * its error and aborted its signal long after the call had answered: at a few thousand calls a
 * second, tens of thousands of timers in flight. Since every deadline here is as long, the line is
 * kept in order by appending, and the one timer only ever waits for its head.
 */
export function createDeadlines(ms: number) {
  let head: Entry | null = null;
  let tail: Entry | null = null;
  let timer: NodeJS.Timeout | null = null;

  const unlink = (e: Entry) => {
    if (!e.live) return;
    e.live = false;
    if (e.prev) e.prev.next = e.next;
    else head = e.next;
    if (e.next) e.next.prev = e.prev;
    else tail = e.prev;
    e.prev = e.next = null;
  };

  const arm = () => {
    if (timer || !head) return;
    timer = setTimeout(expire, Math.max(0, head.at - performance.now()));
    timer.unref();
  };

  function expire() {
    timer = null;
    const now = performance.now();
    while (head && head.at <= now) {
      const e = head;
      unlink(e);
      e.controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    }
    arm();
  }

  return {
    /** A new call's deadline, `ms` from now. */
    start(): Deadline {
      const e: Entry = {
        controller: new AbortController(),
        at: performance.now() + ms,
        prev: tail,
        next: null,
        live: true,
      };
      if (tail) tail.next = e;
      else head = e;
      tail = e;
      arm();
      return { signal: e.controller.signal, done: () => unlink(e) };
    },
    /** How many calls are waiting on their deadline (tests). */
    pending() {
      let n = 0;
      for (let e = head; e; e = e.next) n++;
      return n;
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
