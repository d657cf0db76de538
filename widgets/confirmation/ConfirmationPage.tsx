import { useState } from 'react';
import { ConfirmationForm } from '../../shared/account/ConfirmationForm';
import { CONFIRMATION_TITLE, readPendingEmail } from '../../shared/account/confirmation';
import type { ConfirmationProps } from './index';

export function ConfirmationPage({ email }: ConfirmationProps) {
  // The tab that registered (or changed the e-mail) remembers the address; the props may name it too.
  const [initial] = useState(() => email || readPendingEmail());
  return (
    <section className="vt-confirmation-page" aria-label={CONFIRMATION_TITLE}>
      <ConfirmationForm email={initial} />
    </section>
  );
}
