// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TOKEN_ERROR } from '../../../demo/api/common';
import { Clock, Visitor, codesOf, errorsOf, makeApp } from './helpers';

describe('demo: session cookie', () => {
  it('sets vt_sid (HttpOnly, SameSite=Lax, Path=/) on the first request only', async () => {
    const app = makeApp();
    const first = await app.request('/');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^vt_sid=[\w-]+/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    const sid = /vt_sid=([\w-]+)/.exec(cookie)?.[1] ?? '';
    const second = await app.request('/catalog/', { headers: { Cookie: `vt_sid=${sid}` } });
    expect(second.headers.get('set-cookie')).toBeNull();
  });

  it('prints the same sessid on every page of one session, another one for another visitor', async () => {
    const app = makeApp();
    const visitor = await Visitor.start(app);
    const sessid = visitor.sessid;
    expect(sessid).not.toBe('');
    await visitor.open('/basket/');
    expect(visitor.sessid).toBe(sessid);
    const other = await Visitor.start(app);
    expect(other.sessid).not.toBe(sessid);
  });

  it('keeps state per visitor: one basket does not leak into another', async () => {
    const app = makeApp();
    const a = await Visitor.start(app);
    const b = await Visitor.start(app);
    await a.post('/api/basket/items/add/', { bid: '1203', quantity: '1' });
    expect((await a.get<{ basket: unknown[] }>('/api/basket/')).data.basket).toHaveLength(1);
    expect((await b.get<{ basket: unknown[] }>('/api/basket/')).data.basket).toHaveLength(0);
  });

  it('an unknown cookie starts a fresh session', async () => {
    const app = makeApp();
    const response = await app.request('/', { headers: { Cookie: 'vt_sid=forged' } });
    expect(response.headers.get('set-cookie') ?? '').not.toContain('vt_sid=forged');
  });
});

describe('demo: sessid (CSRF) on every POST to /api/*', () => {
  it('rejects a POST without sessid with the API.md rejection', async () => {
    const visitor = await Visitor.start(makeApp());
    const answer = await visitor.post('/api/basket/items/add/', { bid: '1203' }, { sessid: false });
    expect(answer.success).toBe(false);
    expect(errorsOf(answer)).toEqual([{ code: 'sessid', message: 'Сессия устарела. Обновите страницу.' }]);
  });

  it('rejects a wrong sessid and a sessid of another session', async () => {
    const app = makeApp();
    const visitor = await Visitor.start(app);
    const other = await Visitor.start(app);
    const saved = visitor.sessid;
    visitor.sessid = other.sessid;
    expect(codesOf(await visitor.post('/api/favorites/items/add/', { id: '1203' }))).toEqual(['sessid']);
    visitor.sessid = 'nope';
    expect(codesOf(await visitor.post('/api/favorites/items/add/', { id: '1203' }))).toEqual(['sessid']);
    visitor.sessid = saved;
    expect((await visitor.post('/api/favorites/items/add/', { id: '1203' })).success).toBe(true);
  });

  it('accepts the X-Bitrix-Csrf-Token header alone, and the sessid key of a JSON body', async () => {
    const app = makeApp();
    const visitor = await Visitor.start(app);
    const viaHeader = await app.request('/api/favorites/items/add/', {
      method: 'POST',
      body: new URLSearchParams({ id: '1203' }),
      headers: visitor.headers({ 'X-Bitrix-Csrf-Token': visitor.sessid, 'Content-Type': 'application/x-www-form-urlencoded' }),
    });
    expect(((await viaHeader.json()) as { success: boolean }).success).toBe(true);
    expect((await visitor.postJson('/api/catalog/settings/sort/', { sort: 1 })).success).toBe(true);
  });

  it('GET endpoints need no sessid', async () => {
    const visitor = await Visitor.start(makeApp());
    expect((await visitor.get('/api/basket/')).success).toBe(true);
  });
});

describe('demo: bot-check token', () => {
  const TOKEN_MESSAGE = TOKEN_ERROR.message;

  it('rejects a token-marked endpoint without a token', async () => {
    const visitor = await Visitor.start(makeApp());
    const answer = await visitor.post('/api/manager_call/', { name: 'Иван', phone: '+7 (912) 000-00-00' });
    expect(errorsOf(answer)).toEqual([{ code: 'token', message: TOKEN_MESSAGE }]);
  });

  it('accepts a fresh token from the stand-in, once', async () => {
    const visitor = await Visitor.start(makeApp());
    const token = await visitor.token('manager_call');
    expect(token).toMatch(/^demo\.manager_call\.\d+\.[0-9a-f]{12}\.[\w-]+$/);
    const body = { name: 'Иван', phone: '+7 (912) 000-00-00', token };
    const first = await visitor.post('/api/manager_call/', body);
    expect(first).toMatchObject({ success: true, message: 'Скоро с вами свяжется менеджер.' });
    expect(codesOf(await visitor.post('/api/manager_call/', body))).toEqual(['token']);
  });

  it('rejects forged, foreign and expired tokens', async () => {
    const clock = new Clock();
    const app = makeApp({ now: clock.now });
    const visitor = await Visitor.start(app);
    const other = await Visitor.start(app);
    const body = { name: 'Иван', phone: '+7 (912) 000-00-00' };
    expect(codesOf(await visitor.post('/api/manager_call/', { ...body, token: 'demo.submit.1.0123456789ab.abc' }))).toEqual(['token']);
    expect(codesOf(await visitor.post('/api/manager_call/', { ...body, token: await other.token() }))).toEqual(['token']);
    const late = await visitor.token();
    clock.advance(121_000);
    expect(codesOf(await visitor.post('/api/manager_call/', { ...body, token: late }))).toEqual(['token']);
    const inTime = await visitor.token();
    clock.advance(119_000);
    expect((await visitor.post('/api/manager_call/', { ...body, token: inTime })).success).toBe(true);
  });

  it('logs every check, so a test can prove the token was sent', async () => {
    const visitor = await Visitor.start(makeApp());
    await visitor.post('/api/cooperation/', { name: 'Иван' });
    await visitor.submit('/api/manager_call/', { name: 'Иван', phone: '89120000000' });
    const response = await visitor.app.request('/demo/recaptcha/log', { headers: visitor.headers() });
    const log = (await response.json()) as { issued: number; checks: Array<{ path: string; result: string; action: string }> };
    expect(log.issued).toBe(1);
    expect(log.checks.map((check) => [check.path, check.result])).toEqual([
      ['/api/cooperation/', 'missing'],
      ['/api/manager_call/', 'ok'],
    ]);
  });

  it('refuses a wrong site key like the real service', async () => {
    const visitor = await Visitor.start(makeApp());
    const response = await visitor.app.request('/demo/recaptcha/token?action=login&k=other', { headers: visitor.headers() });
    expect(response.status).toBe(400);
  });

  it('serves the grecaptcha stand-in script', async () => {
    const response = await makeApp().request('/demo/recaptcha.js');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const source = await response.text();
    expect(source).toContain('window.grecaptcha');
    expect(source).toContain('/demo/recaptcha/token');
  });
});
