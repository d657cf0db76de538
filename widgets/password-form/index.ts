import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { PasswordForm } from './PasswordForm';

export const passwordFormProps = v.object({});

export type PasswordFormProps = v.InferOutput<typeof passwordFormProps>;

export default reactWidget(PasswordForm, passwordFormProps);
