import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useController } from '../../shared/controller/useController';
import { createCheckout } from './controller';
import type { CheckoutProps } from './index';
import { pageIO } from './io';
import type { StepIndex } from './model';
import { DeliveryStep, DeliverySummary } from './views/DeliveryStep';
import { LeavePopup } from './views/LeavePopup';
import { BasketChangedNotice, EmptyState, RecoveryNotice } from './views/Notices';
import { PaymentStep } from './views/PaymentStep';
import { PersonalStep, PersonalSummary } from './views/PersonalStep';
import { Step } from './views/Step';
import { Summary } from './views/Summary';

export function Checkout({ basketUrl, catalogUrl, policyUrl, pickupAddress, personType, deliveryFields }: CheckoutProps) {
  useSignals();
  const checkout = useController(() => createCheckout(pageIO(), { basketUrl, personType, deliveryInfo: deliveryFields }));

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
