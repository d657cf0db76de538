import { useSignals } from '@preact/signals-react/runtime';
import { formatPrice } from '../../../shared/format/price';
import { FREE_DELIVERY_TEXT } from '../../../shared/shop/texts';
import { Field } from '../../../shared/ui/Field';
import { MaskedInput } from '../../../shared/ui/MaskedInput';
import { Textarea } from '../../../shared/ui/Textarea';
import { CityCombobox } from '../CityCombobox';
import type { CheckoutController } from '../controller';
import { COURIER, DPD, PICKUP, deliveryFields, dpdPeriod, fieldTitle, fullAddress, type TextField } from '../model';
import type { StepFormProps } from './PersonalStep';
import { Choices, StepForm, TextInput, TimeSelect } from './fields';

/** The pickup address: the CMS's when its answer carries one, else the widget's prop. */
function pickupOf(checkout: CheckoutController, pickupAddress: string): string {
  return checkout.calculation.value.info?.PICKUP_ADDRESS || pickupAddress;
}

/** The fields the chosen service asks for, with their titles and required flags. */
function fieldsOf(checkout: CheckoutController) {
  const info = checkout.deliveryInfo.value;
  const fields = deliveryFields(checkout.values.value.DELIVERY_ID, info);
  return {
    has: (name: TextField) => fields.some((field) => field.name === name),
    needs: (name: TextField) => fields.some((field) => field.name === name && field.required),
    title: (name: TextField) => fieldTitle(name, info),
  };
}

function DeliveryChoices({ checkout }: { checkout: CheckoutController }) {
  useSignals();
  const { info, error } = checkout.calculation.value;
  const chosen = checkout.values.value.DELIVERY_ID;
  const fieldError = checkout.feedback.value.fields.DELIVERY_ID;
  const deliveries = info?.DELIVERY ?? [];
  const periodOf = (id: string, period: string) => (id === DPD ? dpdPeriod(info?.DELIVERY_TIME_DPD) || period : period);
  if (deliveries.length === 0) {
    return (
      <p className="vt-checkout__loading" role="status">
        {error || 'Загружаем способы доставки…'}
      </p>
    );
  }
  return (
    <Choices
      name="DELIVERY_ID"
      entries={deliveries}
      chosen={chosen}
      onChoose={checkout.chooseDelivery}
      error={fieldError}
      markInvalid
      details={(entry) => (
        <>
          <span className="vt-checkout__choice-price">{entry.PRICE === 0 ? FREE_DELIVERY_TEXT : entry.PRICE_FORMATED || formatPrice(entry.PRICE)}</span>
          {periodOf(entry.ID, entry.PERIOD_TEXT) ? <span className="vt-checkout__choice-period">{periodOf(entry.ID, entry.PERIOD_TEXT)}</span> : null}
        </>
      )}
    />
  );
}

/** The address of every service but pickup, with the courier's date and time or DPD's time. */
function AddressFields({ checkout }: { checkout: CheckoutController }) {
  useSignals();
  const { has, needs, title } = fieldsOf(checkout);
  const info = checkout.calculation.value.info;
  const values = checkout.values.value;
  const errors = checkout.feedback.value.fields;
  return (
    <div className="vt-checkout__address">
      <Field label={title('CITY')} error={errors.CITY} required={needs('CITY')} hint="Начните вводить название и выберите город из списка">
        {(wiring) => <CityCombobox {...wiring} value={values.CITY} onType={checkout.typeCity} onChoose={(city) => void checkout.chooseCity(city)} />}
      </Field>
      <TextInput checkout={checkout} name="STREET" label={title('STREET')} required={needs('STREET')} autoComplete="address-line1" />
      <div className="vt-checkout__row">
        <TextInput checkout={checkout} name="HOUSE" label={title('HOUSE')} required={needs('HOUSE')} />
        <TextInput checkout={checkout} name="APARTMENT" label={title('APARTMENT')} required={needs('APARTMENT')} />
        <TextInput checkout={checkout} name="ZIP" label={title('ZIP')} required={needs('ZIP')} autoComplete="postal-code" inputMode="numeric" />
      </div>
      {has('DELIVERY_DATE') ? (
        <div className="vt-checkout__row">
          <Field label={title('DELIVERY_DATE')} error={errors.DELIVERY_DATE} required={needs('DELIVERY_DATE')} hint={info?.CHEL_DATE ? `Ближайшая дата: ${info.CHEL_DATE}` : undefined}>
            <MaskedInput mask="date" name="DELIVERY_DATE" autoComplete="off" value={values.DELIVERY_DATE} onChange={(masked) => checkout.setValue('DELIVERY_DATE', masked)} />
          </Field>
          <TimeSelect checkout={checkout} name="DELIVERY_TIME_CHEL" label={title('DELIVERY_TIME_CHEL')} required={needs('DELIVERY_TIME_CHEL')} slots={info?.TIME_SLOTS.CHEL ?? []} />
        </div>
      ) : null}
      {has('DELIVERY_TIME_DPD') ? (
        <div className="vt-checkout__row">
          <TimeSelect checkout={checkout} name="DELIVERY_TIME_DPD" label={title('DELIVERY_TIME_DPD')} required={needs('DELIVERY_TIME_DPD')} slots={info?.TIME_SLOTS.DPD ?? []} />
          {info?.DPD_DATE ? <p className="vt-checkout__hint">{`Срок доставки DPD: ${dpdPeriod(info.DELIVERY_TIME_DPD)}, ориентировочно ${info.DPD_DATE}`}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

/** Step 2 'Способы доставки': the service, then what it asks for. */
export function DeliveryStep({ checkout, focus, pickupAddress }: StepFormProps & { pickupAddress: string }) {
  useSignals();
  const { has, needs, title } = fieldsOf(checkout);
  const values = checkout.values.value;
  return (
    <StepForm checkout={checkout} index={1} complete={() => checkout.completeDelivery()} focus={focus}>
      <DeliveryChoices checkout={checkout} />
      {values.DELIVERY_ID === PICKUP ? (
        <div className="vt-checkout__pickup">
          <p className="vt-checkout__pickup-address">{pickupOf(checkout, pickupAddress)}</p>
          <p>Склад работает круглосуточно: заказ будет готов к выдаче в течение 24 часов.</p>
        </div>
      ) : null}
      {has('CITY') ? <AddressFields checkout={checkout} /> : null}
      {has('COMMENT') ? (
        <Field label={title('COMMENT')} error={checkout.feedback.value.fields.COMMENT} required={needs('COMMENT')}>
          <Textarea name="COMMENT" value={values.COMMENT} onChange={(event) => checkout.setValue('COMMENT', event.target.value)} />
        </Field>
      ) : null}
    </StepForm>
  );
}

/** Step 2 once done. */
export function DeliverySummary({ checkout, pickupAddress }: { checkout: CheckoutController; pickupAddress: string }) {
  useSignals();
  const values = checkout.values.value;
  const chosen = checkout.calculation.value.info?.DELIVERY.find((entry) => entry.ID === values.DELIVERY_ID);
  return (
    <dl className="vt-checkout__facts">
      <div><dt>Доставка</dt><dd>{chosen?.NAME ?? values.DELIVERY_ID}</dd></div>
      <div><dt>Адрес</dt><dd>{values.DELIVERY_ID === PICKUP ? pickupOf(checkout, pickupAddress) : fullAddress(values)}</dd></div>
      {values.DELIVERY_ID === COURIER ? <div><dt>Дата и время</dt><dd>{`${values.DELIVERY_DATE}, ${values.DELIVERY_TIME_CHEL}`}</dd></div> : null}
      {values.DELIVERY_ID === DPD ? <div><dt>Время доставки DPD</dt><dd>{values.DELIVERY_TIME_DPD}</dd></div> : null}
    </dl>
  );
}
