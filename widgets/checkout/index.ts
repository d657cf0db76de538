import * as v from 'valibot';
import { policyLink } from '../../shared/forms/policy';
import { reactWidget } from '../../shared/runtime/react';
import { Checkout } from './Checkout';
import { deliveryInfoFromProps } from './model';

const path = v.pipe(v.string(), v.startsWith('/'));

export const checkoutProps = v.object({
  basketUrl: v.optional(v.pipe(path, v.description("Where 'Вернуться в корзину' leads (after the 'Оформление заказа' question) and the some-sold-out link.")), '/basket/'),
  catalogUrl: v.optional(v.pipe(path, v.description("The empty state's and the all-sold-out link.")), '/catalog/'),
  policyUrl: v.optional(v.pipe(policyLink, v.description("The personal-data policy linked under the order button ('' = no link).")), ''),
  personType: v.optional(v.pipe(v.string(), v.nonEmpty(), v.description("The order's person type (spec 3: the first offered) when the CMS's answer offers none.")), 'individual'),
  deliveryFields: v.optional(
    v.pipe(
      v.record(
        v.string(),
        v.object({
          value: v.optional(v.string()),
          required: v.optional(v.union([v.boolean(), v.picklist(['Y', 'N'])])),
          code: v.optional(v.string()),
          title: v.optional(v.string()),
        }),
      ),
      v.transform(deliveryInfoFromProps),
      v.description("The delivery fields (spec 3: DELIVERY_ID, LOCATION, CITY, STREET, … each with value, required, code, title): their titles and required flags, when the CMS's answer carries no DELIVERY_INFO."),
    ),
    {},
  ),
  pickupAddress: v.optional(v.pipe(v.string(), v.description("The pickup address shown when the CMS's answer does not carry PICKUP_ADDRESS.")), 'г. Копейск'),
});

export type CheckoutProps = v.InferOutput<typeof checkoutProps>;

export default reactWidget(Checkout, checkoutProps);
