import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Field } from '../../../shared/ui/Field';
import { MaskedInput } from '../../../shared/ui/MaskedInput';
import type { CheckoutController } from '../controller';
import { FIELD_TITLES, type StepIndex, type TextField } from '../model';
import { TEXT_INPUT_CLASS } from '../../../shared/ui/text-control';

interface TextInputProps {
  checkout: CheckoutController;
  name: TextField;
  /** The field's title when it is not the usual one (FIELD_TITLES). */
  label?: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'numeric' | 'text';
}

export function TextInput({ checkout, name, label = FIELD_TITLES[name], required, type = 'text', autoComplete, inputMode }: TextInputProps) {
  useSignals();
  return (
    <Field label={label} error={checkout.feedback.value.fields[name]} required={required}>
      <input
        className={TEXT_INPUT_CLASS}
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

export function PhoneInput({ checkout, name }: { checkout: CheckoutController; name: 'PHONE' | 'PHONE_BILL' }) {
  useSignals();
  return (
    <Field label={FIELD_TITLES[name]} error={checkout.feedback.value.fields[name]} required>
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
        <select className={`${TEXT_INPUT_CLASS} vt-checkout__select`} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Выберите</option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      ) : (
        <input className={TEXT_INPUT_CLASS} type="text" name={name} value={value} onChange={(event) => onChange(event.target.value)} />
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

/** A step's form: its fields, its message and 'Далее', which opens the next step once `complete` lets it. */
export function StepForm({ checkout, index, complete, focus, children }: { checkout: CheckoutController; index: 0 | 1; complete(): boolean; focus(index: StepIndex): void; children: ReactNode }) {
  return (
    <form
      className="vt-checkout__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (complete()) focus(index === 0 ? 1 : 2);
      }}
    >
      {children}
      <StepMessage checkout={checkout} index={index} />
      <button type="submit" className="vt-button vt-button--primary vt-checkout__button">
        Далее
      </button>
    </form>
  );
}

interface ChoiceEntry {
  ID: string;
  NAME: string;
  DESCRIPTION: string;
}

interface ChoicesProps<E extends ChoiceEntry> {
  name: 'DELIVERY_ID' | 'PAY_SYSTEM_ID';
  entries: readonly E[];
  chosen: string;
  onChoose(id: string): void;
  error: string | undefined;
  /** Marks the group invalid while `error` is shown. */
  markInvalid?: boolean;
  /** What a choice shows between its name and its description. */
  details?(entry: E): ReactNode;
}

/** The radio group of a step (delivery services, pay systems), with the group's error below. */
export function Choices<E extends ChoiceEntry>({ name, entries, chosen, onChoose, error, markInvalid = false, details }: ChoicesProps<E>) {
  return (
    <fieldset className="vt-checkout__choices" aria-invalid={markInvalid && error ? true : undefined}>
      <legend className="vt-checkout__legend">{FIELD_TITLES[name]}</legend>
      {entries.map((entry) => (
        <label key={entry.ID} className={entry.ID === chosen ? 'vt-checkout__choice vt-checkout__choice--on' : 'vt-checkout__choice'}>
          <input type="radio" name={name} value={entry.ID} checked={entry.ID === chosen} onChange={() => onChoose(entry.ID)} />
          <span className="vt-checkout__choice-body">
            <span className="vt-checkout__choice-name">{entry.NAME}</span>
            {details?.(entry)}
            {entry.DESCRIPTION ? <span className="vt-checkout__choice-text">{entry.DESCRIPTION}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p className="vt-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
