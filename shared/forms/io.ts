import type { FormChecks } from './controller';
import { getBotCheckToken } from './botcheck';

/** A form's checks on a page: the configured bot-check and the page's clock. */
export function pageFormChecks(): FormChecks {
  return { botCheck: getBotCheckToken, now: () => Date.now() };
}
