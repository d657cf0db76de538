import { changePassword } from '../../shared/api/user';
import { pageFormChecks } from '../../shared/forms/io';
import type { PasswordIO } from './controller';

/** The password form on a page: the shop's API. */
export function pagePasswordIO(): PasswordIO {
  return { ...pageFormChecks(), changePassword };
}
