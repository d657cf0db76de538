import type { ConfirmationProps } from './index';
import { ConfirmationForm } from './ConfirmationForm';

export function ConfirmationPage({ email }: ConfirmationProps) {
  return (
    <section className="vt-confirmation-page" aria-label="Подтверждение e-mail">
      <ConfirmationForm email={email} />
    </section>
  );
}
