import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { ConfirmationPage } from './ConfirmationPage';

export const confirmationProps = v.object({
  email: v.optional(v.pipe(v.string(), v.description('The address to confirm; by default the one this browser tab registered or changed to, else empty.')), ''),
});

export type ConfirmationProps = v.InferOutput<typeof confirmationProps>;

/** The /confirmation/ page form. The popup of the same form lives in the auth-popup widget. */
export default reactWidget(ConfirmationPage, confirmationProps);
