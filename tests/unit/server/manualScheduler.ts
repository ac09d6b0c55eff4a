/**
 * A clock for the server's background work that only the test moves
 * (server/scheduler.ts): timers fall due when the test advances the time,
 * never on their own, so a retry an hour away is tested without waiting.
 */
import type {Scheduler} from '../../../server/scheduler';

export interface ManualScheduler extends Scheduler {
  /** Moves the time on by `ms` and runs each timer that falls due, earliest first. */
  advance(ms: number): void;
}

/**
 * Starts an hour ahead of the real clock by default: enquiries are stored with the real time (the
 * route's own clock), so their first notification is due on this one at once, as it is in the server.
 */
export function manualScheduler(start = Date.now() + 3_600_000): ManualScheduler {
  let time = start;
  const timers = new Set<{at: number; run: () => void}>();
  return {
    now: () => time,
    after(ms, run) {
      const timer = {at: time + ms, run};
      timers.add(timer);
      return () => void timers.delete(timer);
    },
    advance(ms) {
      time += ms;
      const due = [...timers].filter((timer) => timer.at <= time).sort((a, b) => a.at - b.at);
      for (const timer of due) {
        timers.delete(timer);
        timer.run();
      }
    },
  };
}
