import { track } from '../../shared/analytics/track';
import { sendCooperation } from '../../shared/api/forms';
import { pageFormChecks } from '../../shared/forms/io';
import type { CooperationIO } from './controller';

/** The cooperation form on a page: the API and analytics. */
export function pageCooperationIO(): CooperationIO {
  return { ...pageFormChecks(), send: sendCooperation, track: (fact) => void track(fact) };
}
