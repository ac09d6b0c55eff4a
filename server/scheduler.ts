/**
 * The time and the timers the server's background work runs on (the outbox
 * worker's retries and polls): the real ones in the server, a clock the test
 * moves by hand in the tests, so a test of a retry an hour away neither waits
 * nor depends on how busy the machine is.
 */
export interface Scheduler {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  /** Runs `run` once after `ms`, without keeping the process alive; returns what cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const realScheduler: Scheduler = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};
