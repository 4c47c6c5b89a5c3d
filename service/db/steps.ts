// Long work cut into steps, each a short transaction. better-sqlite3 is synchronous: a job doing
// all its work in one go would stall every request (and the barrier) for as long, so a job hands
// the event loop back between steps and requests waiting meanwhile are served.

/** One step done: how far the work is. */
export interface Step {
  readonly done: number;
  readonly total: number;
}

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs every step of `steps`, yielding to the event loop after each, and answers what it returns. */
export async function runInSteps<T>(steps: Generator<Step, T>, progress: (done: number, total: number) => void) {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    progress(next.value.done, next.value.total);
    await yieldToEventLoop();
  }
}

/** Runs every step at once: for callers that are themselves a single request or command. */
export function runAtOnce<T>(steps: Generator<Step, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
