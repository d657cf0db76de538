import { useSignals } from '@preact/signals-react/runtime';
import { Field } from '../../../shared/ui/Field';
import { MaskedInput } from '../../../shared/ui/MaskedInput';
import type { CheckoutController } from '../controller';
import type { StepIndex, TextField } from '../model';

interface TextInputProps {
  checkout: CheckoutController;
  name: TextField;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'numeric' | 'text';
}

export function TextInput({ checkout, name, label, required, type = 'text', autoComplete, inputMode }: TextInputProps) {
  useSignals();
  return (
    <Field label={label} error={checkout.feedback.value.fields[name]} required={required}>
      <input
        className="vt-input"
        type={type}
        name={name}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={checkout.values.value[name]}
        onChange={(event) => checkout.setValue(name, event.target.value)}
      />
    </Field>
  );
}

export function PhoneInput({ checkout, name, label }: { checkout: CheckoutController; name: 'PHONE' | 'PHONE_BILL'; label: string }) {
  useSignals();
  return (
    <Field label={label} error={checkout.feedback.value.fields[name]} required>
      <MaskedInput mask="phone" name={name} value={checkout.values.value[name]} onChange={(masked) => checkout.setValue(name, masked)} />
    </Field>
  );
}

/** A time slot: a list when the CMS offered slots, else free text. */
export function TimeSelect({ checkout, name, label, required, slots }: { checkout: CheckoutController; name: 'DELIVERY_TIME_CHEL' | 'DELIVERY_TIME_DPD'; label: string; required: boolean; slots: readonly string[] }) {
  useSignals();
  const value = checkout.values.value[name];
  const onChange = (text: string) => checkout.setValue(name, text);
  return (
    <Field label={label} error={checkout.feedback.value.fields[name]} required={required}>
      {slots.length > 0 ? (
        <select className="vt-input vt-checkout__select" name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Выберите</option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      ) : (
        <input className="vt-input" type="text" name={name} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

/** A step's 'Вы не сможете перейте к следующему шагу…' line. */
export function StepMessage({ checkout, index }: { checkout: CheckoutController; index: StepIndex }) {
  useSignals();
  const message = checkout.feedback.value.steps[index];
  return message ? (
    <p className="vt-checkout__missing" role="alert">
      {message}
    </p>
  ) : null;
}
