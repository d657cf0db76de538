import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { CookieNotice } from './CookieNotice';
import { COOKIE_NOTICE_DELAY } from './model';

export const cookieNoticeProps = v.object({
  /** The privacy policy the notice links to. */
  policyUrl: v.pipe(v.string(), v.nonEmpty('policyUrl is required: the notice must link to the privacy policy')),
  /** How long after load the notice appears, in ms. */
  delay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), COOKIE_NOTICE_DELAY),
});

export type CookieNoticeProps = v.InferOutput<typeof cookieNoticeProps>;

export default reactWidget('cookie-notice', CookieNotice, cookieNoticeProps, { hydrate: 'idle' });
