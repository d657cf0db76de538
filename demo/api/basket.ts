import type { Hono } from 'hono';
import { addItem, basketState, changeItem, clearBasket, deleteItem } from '../basket';
import type { AppEnv } from '../context';
import { fieldsOf, has, isYes, ok, reject, str } from './common';

export function basketApi(app: Hono<AppEnv>): void {
  app.get('/api/basket', (c) => ok(c, basketState(c.var.session)));

  app.post('/api/basket/items/add', (c) => {
    const fields = fieldsOf(c);
    const result = addItem(c.var.session, str(fields, 'bid'), str(fields, 'quantity'), isYes(str(fields, 'easy_clean')));
    if (!result.ok) return reject(c, [result.error]);
    // Spec 7: the state in data.basket, the quantity errors beside it in data.errors.
    const message = result.errors[0]?.message ?? 'Товар успешно добавлен в корзину!';
    return ok(c, { basket: basketState(c.var.session), errors: result.errors }, message);
  });

  app.post('/api/basket/items/delete', (c) => {
    const result = deleteItem(c.var.session, str(fieldsOf(c), 'bid'));
    if (!result.ok) return reject(c, [result.error]);
    return ok(c, basketState(c.var.session), 'Товар успешно удален из корзины!');
  });

  app.post('/api/basket/items/change', (c) => {
    const fields = fieldsOf(c);
    const quantity = has(fields, 'quantity') ? str(fields, 'quantity') : null;
    const easyClean = has(fields, 'easy_clean') ? str(fields, 'easy_clean') : null;
    const result = changeItem(c.var.session, str(fields, 'bid'), quantity, easyClean);
    if (!result.ok) return reject(c, [result.error]);
    return ok(c, basketState(c.var.session, result.errors));
  });

  app.get('/api/basket/clear', (c) => {
    clearBasket(c.var.session);
    return ok(c, basketState(c.var.session));
  });
}
