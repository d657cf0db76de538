// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STRICT_COOKIE, strictAnswer } from '../../../demo/strict';
import { Visitor, makeApp } from './helpers';

/** Strict mode: the demo answers spec 7's shapes and nothing more, for the server or for one visitor. */
describe('demo strict mode', () => {
  it('server-wide: bare success where the spec shows no answer, spec fields only elsewhere', async () => {
    const visitor = await Visitor.start(makeApp({ strict: true }));
    expect(await visitor.post('/api/favorites/items/add/', { id: '1201' })).toEqual({ success: true });
    const basket = await visitor.post('/api/basket/items/add/', { bid: '1203', quantity: '1' });
    const row = (basket.data as { basket: { basket: Array<Record<string, unknown>> } }).basket.basket[0];
    expect(Object.keys(row ?? {})).not.toContain('AV_QUANTITY');
    expect(await visitor.get('/api/basket/clear/')).toEqual({ success: true });
    const order = await visitor.post('/api/orders/order/make/', { confirmorder: 'N' });
    expect(order.data).not.toHaveProperty('PERSON_TYPE');
    expect(order.data).not.toHaveProperty('DELIVERY_INFO');
    expect(order.data).not.toHaveProperty('TIME_SLOTS');
    expect(order.data).toHaveProperty('DELIVERY');
  });

  it('per visitor: the cookie set by /demo/strict turns it on for that visitor only', async () => {
    const app = makeApp();
    const strict = await Visitor.start(app);
    const normal = await Visitor.start(app);
    const response = await app.request('/demo/strict?set=1&back=/basket/', { headers: strict.headers() });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/basket/');
    expect(response.headers.get('set-cookie')).toContain(`${STRICT_COOKIE}=1`);
    strict.cookie += `; ${STRICT_COOKIE}=1`;
    expect(await strict.get('/api/basket/clear/')).toEqual({ success: true });
    expect((await normal.get('/api/basket/clear/')).data).toHaveProperty('basket');
  });

  it('rejections and unprojected paths pass unchanged', () => {
    const rejection = { success: false, message: '[{"code":"12","message":"Неверный код"}]', data: { timeLeft: 30 } };
    expect(strictAnswer('/api/user/registration/confirm/', rejection)).toBeNull();
    expect(strictAnswer('/api/configurator/', { success: true, message: '', data: [] })).toBeNull();
    expect(strictAnswer('/api/user/update/', { success: true, message: 'Изменения успешно сохранены.', data: { emailChanged: true } })).toEqual({ success: true });
  });
});
