/**
 * How long widgets mount back to back before the queue lets the browser handle input: just under
 * the 50 ms after which a task counts as long (and against total blocking time). Each slice ends in a
 * frame that lays out what was mounted so far, so shorter slices lay out a page of cards more often.
 */
const SLICE_MS = 45;

/**
 * Ready widgets mount from one queue, a slice at a time: with cached chunks they would otherwise
 * mount back to back in one long task and hold up a tap. When a slice is used up the queue waits for
 * `scheduler.yield` (where the browser has it), so a tap is handled in between, yet a page of cards is
 * laid out once per slice, not once per card as when every tag awaited a yield of its own. Tags join
 * it in the order their code arrives; a nested tag joins only once its parent is mounted (the life
 * cycle, lifecycle.ts, arms it then), so parents mount first. One queue per registry (mount.ts).
 */
export function createMountQueue(): (mount: () => void) => void {
  const ready: Array<() => void> = [];
  let draining = false;
  let sliceStart = -Infinity;
  let lastMount = -Infinity;

  const drain = async (): Promise<void> => {
    draining = true;
    for (let next = ready.shift(); next; next = ready.shift()) {
      const now = performance.now();
      if (now - sliceStart > SLICE_MS) {
        // A slice used up by mounting yields; one that merely began long ago (the queue was idle) does not.
        if (now - lastMount < SLICE_MS) await (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
        sliceStart = performance.now();
      }
      next();
      lastMount = performance.now();
    }
    draining = false;
  };

  return (mount) => {
    ready.push(mount);
    if (!draining) void drain();
  };
}
