import type { Hono } from 'hono';
import { requireToken } from '../botcheck';
import { addItem, basketTotals } from '../basket';
import type { AppEnv } from '../context';
import { formatPrice } from '../format';
import {
  createCheckoutOrder,
  createOrder,
  findVisibleOrder,
  orderResponse,
  orderWire,
  readOrderForm,
  refreshAvailability,
  validateDelivery,
  validatePayment,
  validatePersonal,
  deliveryName,
  paySystemName,
  orderSums,
} from '../orders';
import { addMail, currentUser } from '../session';
import type { OrderData } from '../data/types';
import type { Session } from '../session';
import { AUTH_ERROR, type FieldError, checkEmail, checkName, checkPhone, fieldsOf, ok, reject, rejectOne, str, strAny } from './common';

function mailOrder(session: Session, now: number, order: OrderData): void {
  const email = order.PROPS.EMAIL;
  if (!email) return;
  const sums = orderSums(order);
  const lines = order.ITEMS.map((item) => `• ${item.NAME} × ${item.QUANTITY} — ${formatPrice((item.PRICE + item.EASY_CLEAN) * item.QUANTITY)}`).join('\n');
  addMail(
    session,
    now,
    email,
    `Заказ № ${order.ID} принят`,
    `Здравствуйте, ${order.PROPS.FIO ?? ''}!\n\nВаш заказ № ${order.ID} принят.\n\n${lines}\n\nДоставка: ${deliveryName(order)}\nОплата: ${paySystemName(order)}\nИтого: ${formatPrice(sums.total)}\n\nСтраница заказа: /personal/order/?ORDER_ID=${order.ID}\n\n«Уральские двери»`,
  );
}

export function ordersApi(app: Hono<AppEnv>): void {
  app.post('/api/orders/quick_order/make', requireToken, (c) => {
    const session = c.var.session;
    const fields = fieldsOf(c);
    const name = strAny(fields, 'ORDER_PROP_1', 'FIO', 'name');
    const email = strAny(fields, 'ORDER_PROP_2', 'EMAIL', 'email');
    const phone = strAny(fields, 'ORDER_PROP_3', 'PHONE', 'phone');
    const errors: FieldError[] = [];
    checkName(name, '1', errors);
    checkEmail(email, '2', errors);
    checkPhone(phone, '3', errors);
    if (errors.length > 0) return reject(c, errors);

    // One product bought from its card leaves the basket alone.
    const single = str(fields, 'PRODUCT_ID');
    const savedBasket = session.basket;
    if (single !== '') {
      session.basket = [];
      const added = addItem(session, single, str(fields, 'QUANTITY'), false);
      if (!added.ok) {
        session.basket = savedBasket;
        return reject(c, [added.error]);
      }
    }
    refreshAvailability(session);
    if (session.basket.length === 0) {
      session.basket = single !== '' ? savedBasket : session.basket;
      return rejectOne(c, 'basket', 'Корзина пуста: добавьте товары, чтобы оформить заказ');
    }
    const now = c.var.app.now();
    const order = createOrder(session, now, {
      PERSON_TYPE: 'individual',
      QUICK: true,
      CALL_BACK: true,
      PROPS: { FIO: name, EMAIL: email, PHONE: phone },
      COMMENT: 'Быстрый заказ: менеджер перезвонит, чтобы согласовать доставку и оплату.',
      DELIVERY_ID: '',
      PAY_SYSTEM_ID: '',
      DELIVERY_PRICE: 0,
      ADDRESS: '',
    });
    if (single !== '') session.basket = savedBasket;
    mailOrder(session, now, order);
    return ok(c, { orderId: order.ID }, `Заказ № ${order.ID} оформлен. Менеджер перезвонит вам в ближайшее время.`);
  });

  app.post('/api/orders/order/validate', requireToken, (c) => {
    const fields = fieldsOf(c);
    const form = readOrderForm(fields);
    const errors: FieldError[] = [];
    validatePersonal(form, errors);
    if ('DELIVERY_ID' in fields) validateDelivery(form, c.var.app.now(), errors);
    if ('PAY_SYSTEM_ID' in fields) validatePayment(form, errors);
    if (errors.length > 0) return reject(c, errors);
    return ok(c, {});
  });

  app.post('/api/orders/order/make', (c) => {
    const session = c.var.session;
    const now = c.var.app.now();
    const fields = fieldsOf(c);
    const form = readOrderForm(fields);
    const confirm = str(fields, 'confirmorder').toUpperCase() === 'Y';
    const key = str(fields, 'idempotency_key');

    if (confirm && key !== '') {
      const stored = session.orderKeys[key];
      if (stored) return ok(c, stored.response);
    }

    refreshAvailability(session);
    if (!confirm) return ok(c, orderResponse(session, form, now, null));

    const errors: FieldError[] = [];
    validatePersonal(form, errors);
    validateDelivery(form, now, errors);
    validatePayment(form, errors);
    if (errors.length > 0) return reject(c, errors);

    const count = basketTotals(session).lines.length;
    const initialText = str(fields, 'initialBasketItemsCount');
    const initial = initialText === '' ? count : Number(initialText);
    if (count === 0 || initial !== count) {
      // Sold out while the shopper filled the form: no order, the answer says what is left.
      return ok(c, orderResponse(session, form, now, null));
    }
    const before = orderResponse(session, form, now, null);
    const order = createCheckoutOrder(session, form, now);
    const response = { ...before, orderId: order.ID };
    if (key !== '') session.orderKeys[key] = { orderId: order.ID, response };
    mailOrder(session, now, order);
    return ok(c, response, `Заказ № ${order.ID} оформлен.`);
  });

  app.get('/api/orders', (c) => {
    const session = c.var.session;
    const user = currentUser(session);
    if (!user) return reject(c, [AUTH_ERROR]);
    const own = session.orders.filter((order) => order.USER_ID === user.ID).sort((a, b) => b.DATE_INSERT - a.DATE_INSERT);
    return ok(c, own.map(orderWire));
  });

  app.get('/api/orders/:id', (c) => {
    const order = findVisibleOrder(c.var.session, c.req.param('id'));
    if (!order) return rejectOne(c, 'order', 'Заказ не найден');
    return ok(c, orderWire(order));
  });
}
