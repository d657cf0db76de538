import { useSignals } from '@preact/signals-react/runtime';
import { QUICK_ORDER_CODES } from '../../shared/forms/codes';
import { PHONE_LABEL } from '../../shared/forms/messages';
import { useForm } from '../../shared/forms/useForm';
import { Field } from '../../shared/ui/Field';
import { MaskedInput } from '../../shared/ui/MaskedInput';
import { Popup } from '../../shared/ui/Popup';
import { useController } from '../../shared/controller/useController';
import { pageQuickOrderIO } from './io';
import { createQuickOrder, type QuickOrderValues } from './quick-order';
import { TEXT_INPUT_CLASS } from '../../shared/ui/text-control';

export const QUICK_ORDER_POPUP = 'quick-order';
export const QUICK_ORDER_TITLE = 'Купить в 1 клик';

export interface QuickOrderProps {
  policyUrl: string;
  /** Waits until the basket's own changes are saved, so the order has the quantities on screen. */
  beforeOrder(): Promise<void>;
}

function QuickOrderForm({ policyUrl, beforeOrder }: QuickOrderProps) {
  useSignals();
  const order = useController(() => createQuickOrder(pageQuickOrderIO(beforeOrder)));
  const form = useForm<QuickOrderValues, { orderId: string }>({
    initial: { name: '', email: '', phone: '' },
    codes: QUICK_ORDER_CODES,
    action: 'quick_order',
    submit: (values, token) => order.send(values, token),
    onSuccess: (result) => order.answered(result),
  });
  const notice = order.notice.value;
  const { values, errors } = form;
  const busy = form.submitting || order.leaving.value;

  return (
    <form className="vt-quick-order" noValidate onSubmit={(event) => void form.handleSubmit(event)} aria-busy={busy || undefined}>
      <Field label="ФИО" error={errors.name} required>
        <input className={TEXT_INPUT_CLASS} type="text" name="name" autoComplete="name" value={values.name} onChange={(event) => form.setValue('name', event.target.value)} />
      </Field>
      <Field label="E-mail" error={errors.email} required>
        <input className={TEXT_INPUT_CLASS} type="email" name="email" autoComplete="email" inputMode="email" value={values.email} onChange={(event) => form.setValue('email', event.target.value)} />
      </Field>
      <Field label={PHONE_LABEL} error={errors.phone} required>
        <MaskedInput mask="phone" name="phone" autoComplete="tel" value={values.phone} onChange={(masked) => form.setValue('phone', masked)} />
      </Field>
      {form.generalError ? (
        <p className="vt-quick-order__error" role="alert">
          {form.generalError}
        </p>
      ) : null}
      {notice ? (
        <p className="vt-quick-order__note" role="status">
          {notice}
        </p>
      ) : null}
      {form.botCheckWarning ? <p className="vt-quick-order__note">{form.botCheckWarning}</p> : null}
      <button type="submit" className="vt-button vt-button--primary vt-quick-order__submit" disabled={busy}>
        {busy ? 'Оформляем…' : 'Оформить заказ'}
      </button>
      {policyUrl ? (
        <p className="vt-quick-order__note">
          Нажимая кнопку, вы соглашаетесь с{' '}
          <a href={policyUrl} target="_blank" rel="noopener">
            политикой обработки персональных данных
          </a>
          .
        </p>
      ) : null}
    </form>
  );
}

/** The 'Купить в 1 клик' popup: the whole basket ordered with a name, an e-mail and a phone. */
export function QuickOrder(props: QuickOrderProps) {
  return (
    <Popup id={QUICK_ORDER_POPUP} title={QUICK_ORDER_TITLE}>
      <QuickOrderForm {...props} />
    </Popup>
  );
}
