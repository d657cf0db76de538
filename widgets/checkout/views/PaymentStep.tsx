import { useSignals } from '@preact/signals-react/runtime';
import { Field } from '../../../shared/ui/Field';
import { ACCEPT_BILL, BILL_HINT, FileInput } from '../../../shared/ui/FileInput';
import type { CheckoutController } from '../controller';
import { BILL, FIELD_TITLES, FILE_AGAIN_TEXT, ORDER_NEEDS, missingPayment } from '../model';
import { Choices, PhoneInput, TextInput } from './fields';

/** Pay system 8: the payer and the requisites file (asked again after a reload: no storage keeps it). */
function BillFields({ checkout }: { checkout: CheckoutController }) {
  useSignals();
  const { file, name } = checkout.requisites.value;
  const askAgain = name !== '' && !file;
  const missing = missingPayment(checkout.values.value, file !== null);
  return (
    <div className="vt-checkout__bill">
      <TextInput checkout={checkout} name="FIO_BILL" required autoComplete="name" />
      <PhoneInput checkout={checkout} name="PHONE_BILL" />
      <TextInput checkout={checkout} name="EMAIL_BILL" required type="email" autoComplete="email" inputMode="email" />
      <Field label={FIELD_TITLES.ACCOUNT_INFO} error={checkout.feedback.value.fields.ACCOUNT_INFO} required hint={askAgain ? FILE_AGAIN_TEXT : BILL_HINT}>
        {(wiring) => (
          <FileInput
            id={wiring.id}
            aria-invalid={wiring['aria-invalid']}
            aria-describedby={wiring['aria-describedby']}
            name="ACCOUNT_INFO"
            accept={ACCEPT_BILL}
            placeholder={askAgain ? `Выберите заново: ${name}` : 'Прикрепить файл'}
            value={file}
            onChange={checkout.chooseFile}
          />
        )}
      </Field>
      {missing.length > 0 ? <p className="vt-checkout__hint">{`${ORDER_NEEDS}${missing.map((field) => FIELD_TITLES[field]).join(', ')}`}</p> : null}
    </div>
  );
}

/** Step 3 'Способы оплаты': the pay system; the order button is in the summary beside the steps. */
export function PaymentStep({ checkout }: { checkout: CheckoutController }) {
  useSignals();
  const { info, error } = checkout.calculation.value;
  const chosen = checkout.values.value.PAY_SYSTEM_ID;
  const fieldError = checkout.feedback.value.fields.PAY_SYSTEM_ID;
  const paySystems = info?.PAY_SYSTEM ?? [];
  return (
    <div className="vt-checkout__form">
      {paySystems.length === 0 ? (
        <p className="vt-checkout__loading" role="status">
          {error || 'Загружаем способы оплаты…'}
        </p>
      ) : (
        <Choices name="PAY_SYSTEM_ID" entries={paySystems} chosen={chosen} onChoose={checkout.choosePaySystem} error={fieldError} />
      )}
      {chosen === BILL ? <BillFields checkout={checkout} /> : null}
    </div>
  );
}
