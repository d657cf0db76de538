import { onTestFinished, vi } from 'vitest';
import { LEAVING_GRACE_MS } from '../../../shared/runtime/report';

/**
 * The page's timers on a clock the test moves, for a test whose tags fail to load: such a failure is
 * reported once the page has not been left for a while (report.ts). Call at the test's start.
 */
export function usePageClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onTestFinished(() => void vi.useRealTimers());
}

/** Moves the page's clock on, past the wait of a load failure's report, until `check` passes. */
export function onThePageClock(check: () => void): Promise<void> {
  return vi.waitFor(async () => {
    await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS);
    check();
  });
}
