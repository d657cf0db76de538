import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { openPopup } from '../../shared/store/popups';
import { createCheckout } from './controller';
import type { CheckoutProps } from './index';
import { pageIO } from './io';
import type { StepIndex } from './model';
import { DeliveryStep, DeliverySummary } from './views/DeliveryStep';
import { LEAVE_POPUP, LeavePopup } from './views/LeavePopup';
import { BasketChangedNotice, EmptyState, RecoveryNotice } from './views/Notices';
import { PaymentStep } from './views/PaymentStep';
import { PersonalStep, PersonalSummary } from './views/PersonalStep';
import { Step } from './views/Step';
import { Summary } from './views/Summary';

/** Every way back to the basket asks first (the breadcrumb, the header's basket), not only our link. */
function useLeaveQuestion(basketUrl: string): void {
  useEffect(() => {
    const basket = new URL(basketUrl, window.location.href);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== basket.origin || to.pathname !== basket.pathname) return;
      // The sold-out notice sends the shopper to the basket on purpose.
      if (link.closest('[data-vt-popup-id], .vt-checkout__notice')) return;
      event.preventDefault();
      openPopup(LEAVE_POPUP, link);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [basketUrl]);
}

export function Checkout({ basketUrl, catalogUrl, policyUrl, pickupAddress, personType, deliveryFields }: CheckoutProps) {
  useSignals();
  const [checkout] = useState(() => createCheckout(pageIO(), { basketUrl, personType, deliveryInfo: deliveryFields }));
  useEffect(() => checkout.start(), [checkout]);
  useLeaveQuestion(basketUrl);

  // A step opened or reopened by the shopper takes the focus once it is rendered.
  const headings = useRef<(HTMLHeadingElement | null)[]>([null, null, null]);
  const focusStep = useRef<StepIndex | null>(null);
  const steps = checkout.steps.value;
  useEffect(() => {
    const target = focusStep.current;
    if (target === null) return;
    focusStep.current = null;
    headings.current[target]?.focus();
  }, [steps]);
  const focus = (index: StepIndex) => {
    focusStep.current = index;
  };
  const stepProps = (index: StepIndex) => ({
    index,
    state: steps[index],
    headingRef: (el: HTMLHeadingElement | null) => {
      headings.current[index] = el;
    },
    onChange: () => {
      focus(index);
      checkout.change(index);
    },
  });

  const recovery = checkout.recovery.value;
  if (recovery) return <RecoveryNotice checkout={checkout} recovery={recovery} />;
  const outcome = checkout.outcome.value;
  if (outcome?.kind === 'empty') return <EmptyState soldOut={outcome.soldOut} catalogUrl={catalogUrl} />;

  return (
    <div className="vt-checkout">
      <div className="vt-checkout__main">
        <BasketChangedNotice checkout={checkout} basketUrl={basketUrl} />
        <Step {...stepProps(0)} summary={<PersonalSummary checkout={checkout} />}>
          <PersonalStep checkout={checkout} focus={focus} />
        </Step>
        <Step {...stepProps(1)} summary={<DeliverySummary checkout={checkout} pickupAddress={pickupAddress} />}>
          <DeliveryStep checkout={checkout} focus={focus} pickupAddress={pickupAddress} />
        </Step>
        <Step {...stepProps(2)} summary={null}>
          <PaymentStep checkout={checkout} />
        </Step>
      </div>
      <Summary checkout={checkout} basketUrl={basketUrl} policyUrl={policyUrl} />
      <LeavePopup checkout={checkout} />
    </div>
  );
}
