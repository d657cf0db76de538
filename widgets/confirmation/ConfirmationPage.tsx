import { useState } from 'react';
import type { ConfirmationProps } from './index';
import { ConfirmationForm } from './ConfirmationForm';
import { readPendingEmail } from './model';

export function ConfirmationPage({ email }: ConfirmationProps) {
  // The tab that registered (or changed the e-mail) remembers the address; the props may name it too.
  const [initial] = useState(() => email || readPendingEmail());
  return (
    <section className="vt-confirmation-page" aria-label="Подтверждение e-mail">
      <ConfirmationForm email={initial} />
    </section>
  );
}
