import { ConfirmationForm } from '../../shared/account/ConfirmationForm';
import { CONFIRMATION_TITLE } from '../../shared/account/confirmation';
import type { ConfirmationProps } from './index';

export function ConfirmationPage({ email }: ConfirmationProps) {
  return (
    <section className="vt-confirmation-page" aria-label={CONFIRMATION_TITLE}>
      <ConfirmationForm email={email} />
    </section>
  );
}
