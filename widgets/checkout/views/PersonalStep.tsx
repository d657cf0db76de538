import { useSignals } from '@preact/signals-react/runtime';
import type { CheckoutController } from '../controller';
import { FIELD_TITLES, type StepIndex } from '../model';
import { PhoneInput, StepForm, TextInput } from './fields';

export interface StepFormProps {
  checkout: CheckoutController;
  /** The step to move the focus to once it opened. */
  focus(index: StepIndex): void;
}

/** Step 1 'Личные данные': name, phone, e-mail and the call-back wish. */
export function PersonalStep({ checkout, focus }: StepFormProps) {
  useSignals();
  return (
    <StepForm checkout={checkout} index={0} complete={() => checkout.completePersonal()} focus={focus}>
      <TextInput checkout={checkout} name="FIO" required autoComplete="name" />
      <PhoneInput checkout={checkout} name="PHONE" />
      <TextInput checkout={checkout} name="EMAIL" required type="email" autoComplete="email" inputMode="email" />
      <label className="vt-checkout__check">
        <input type="checkbox" name="CALL_BACK" checked={checkout.values.value.CALL_BACK} onChange={(event) => checkout.setValue('CALL_BACK', event.target.checked)} />
        <span>Перезвоните мне для подтверждения заказа</span>
      </label>
    </StepForm>
  );
}

/** Step 1 once done. */
export function PersonalSummary({ checkout }: { checkout: CheckoutController }) {
  useSignals();
  const values = checkout.values.value;
  return (
    <dl className="vt-checkout__facts">
      <div><dt>{FIELD_TITLES.FIO}</dt><dd>{values.FIO}</dd></div>
      <div><dt>{FIELD_TITLES.PHONE}</dt><dd>{values.PHONE}</dd></div>
      <div><dt>{FIELD_TITLES.EMAIL}</dt><dd>{values.EMAIL}</dd></div>
      {values.CALL_BACK ? <div><dt>Звонок</dt><dd>Перезвонить для подтверждения</dd></div> : null}
    </dl>
  );
}
