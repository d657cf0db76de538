import type { Later } from '../../shared/controller/scope';

/** A clock the test moves by hand timers run in the order they are due. */
export function fakeClock() {
  let now = 0;
  const timers = new Set<{ at: number; run: () => void }>();
  const later: Later = (run, ms) => {
    const timer = { at: now + ms, run };
    timers.add(timer);
    return () => timers.delete(timer);
  };
  return {
    later,
    pending: () => timers.size,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due);
        now = due.at;
        due.run();
      }
      now = until;
    },
  };
}
