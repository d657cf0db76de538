// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { partnerCors, partnerOrigins } from '../../../../demo/cors';
import { shopOriginFor } from '../../../../demo/pages/partner';
import { Visitor, makeApp } from '../helpers';

const PARTNER = 'http://localhost:4100';
const EVIL = 'https://evil.example';

function stepsRequest(origin: string | null, extra: Record<string, string> = {}): Request {
  const form = new FormData();
  form.append('parent', '');
  return new Request('http://127.0.0.1:4100/api/configurator/', {
    method: 'POST',
    body: form,
    headers: { ...(origin ? { Origin: origin } : {}), ...extra },
  });
}

function preflight(path: string, origin: string, method = 'POST'): Request {
  return new Request(`http://127.0.0.1:4100${path}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'x-bitrix-csrf-token, content-type, x-evil' },
  });
}

/** No response ever pairs `*` with credentials, and a named origin always varies by Origin. */
function expectNoWildcardWithCredentials(response: Response): void {
  const origin = response.headers.get('access-control-allow-origin');
  expect(origin).not.toBe('*');
  if (origin) expect(response.headers.get('vary') ?? '').toMatch(/\bOrigin\b/i);
}

describe('demo CORS for the partner embed', () => {
  it('gives an allow-listed origin the configurator steps with its own origin and credentials, no session cookie', async () => {
    const app = makeApp();
    const response = await app.request(stepsRequest(PARTNER));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = (await response.json()) as { success: boolean; data: Array<{ TITLE: string }> };
    expect(body.success).toBe(true);
    expect(body.data[0]?.TITLE).toBe('Модель');
    expectNoWildcardWithCredentials(response);
  });

  it('answers the scheme across origins', async () => {
    const app = makeApp();
    const response = await app.request('http://127.0.0.1:4100/api/configuration/scheme/get/303/false/462/', { headers: { Origin: PARTNER } });
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(((await response.json()) as { data: string }).data).toBe('/images/scheme/303-false-right.svg');
  });

  it('gives an unlisted origin no Access-Control-Allow-Origin, on requests and preflights', async () => {
    const app = makeApp();
    const response = await app.request(stepsRequest(EVIL));
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const pre = await app.request(preflight('/api/configurator/', EVIL));
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('vary')).toBe('Origin');
  });

  it('answers a preflight for POST with the X-Bitrix-Csrf-Token header, and only the headers it allows', async () => {
    const app = makeApp();
    const pre = await app.request(preflight('/api/configurator/', PARTNER));
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')).toBe('x-bitrix-csrf-token, content-type');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expectNoWildcardWithCredentials(pre);
  });

  it('serves the bundle to an allow-listed origin (module scripts are fetched in CORS mode)', async () => {
    const app = makeApp();
    const response = await app.request('http://127.0.0.1:4100/dist/vitrina.js', { headers: { Origin: PARTNER } });
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const unlisted = await app.request('http://127.0.0.1:4100/dist/vitrina.js', { headers: { Origin: EVIL } });
    expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps every other endpoint closed to other origins, with its session and sessid check', async () => {
    const app = makeApp();
    const visitor = await Visitor.start(app);
    const basket = await app.request('http://127.0.0.1:4100/api/basket/', { headers: visitor.headers({ Origin: PARTNER }) });
    expect(basket.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await app.request(preflight('/api/basket/items/add/', PARTNER));
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.status).not.toBe(204);
    const order = await app.request('http://127.0.0.1:4100/api/configuration/', { method: 'POST', headers: { Origin: PARTNER }, body: new FormData() });
    expect(order.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await order.json()) as { message: string }).message).toContain('sessid');
  });

  it('never pairs * with credentials, whatever the request', async () => {
    const app = makeApp();
    const requests = [
      stepsRequest(PARTNER),
      stepsRequest(EVIL),
      stepsRequest(null),
      stepsRequest('null'),
      preflight('/api/configurator/', PARTNER),
      preflight('/api/configurator/', '*'),
      new Request('http://127.0.0.1:4100/dist/vitrina.js', { headers: { Origin: PARTNER } }),
      new Request('http://127.0.0.1:4100/', { headers: { Origin: PARTNER } }),
    ];
    for (const request of requests) expectNoWildcardWithCredentials(await app.request(request));
  });

  it('reads the allow-list from VITRINA_PARTNER_ORIGINS: exact origins replace the loopback default; * is ignored', async () => {
    const check = partnerOrigins('https://partner.example, *, https://dealer.example:8443');
    expect(check('https://partner.example')).toBe(true);
    expect(check('https://dealer.example:8443')).toBe(true);
    expect(check('http://localhost:4100')).toBe(false);
    expect(check('https://evil.example')).toBe(false);
    expect(check('*')).toBe(false);
    const loopback = partnerOrigins(undefined);
    expect(loopback('http://localhost:4100')).toBe(true);
    expect(loopback('http://127.0.0.1:3000')).toBe(true);
    expect(loopback('http://localhost.evil.example:4100')).toBe(false);
    expect(loopback('https://evil.example')).toBe(false);

    const app = new Hono();
    app.use('*', partnerCors(check));
    app.post('/api/configurator/', (c) => c.json({ ok: true }));
    const allowed = await app.request('http://shop.example/api/configurator/', { method: 'POST', headers: { Origin: 'https://partner.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const refused = await app.request('http://shop.example/api/configurator/', { method: 'POST', headers: { Origin: 'http://localhost:4100' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('demo partner page', () => {
  it('plays the partner on the other loopback name and loads the shop from there, with nothing inline', async () => {
    const app = makeApp();
    const response = await app.request('http://localhost:4100/partner/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<script type="module" src="http://127.0.0.1:4100/dist/vitrina.js" data-api-base="http://127.0.0.1:4100/api/" data-credentials="include"></script>');
    expect(html).toContain(`data-widget="configurator" data-isolate data-props='{"apiBase":"http://127.0.0.1:4100/api/"}'`);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/<style/);
    // Every script has a src: no inline code.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' http://127.0.0.1:4100");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4100");
    const css = await (await app.request('http://localhost:4100/partner/partner.css')).text();
    expect(css).toMatch(/div \{[^}]*border: 3px dashed red/);
    expect(css).toMatch(/button \{[^}]*background: lime/);
  });

  it('maps each loopback name to the other and leaves other hosts on their own origin', () => {
    expect(shopOriginFor('http://localhost:4100/partner/')).toBe('http://127.0.0.1:4100');
    expect(shopOriginFor('http://127.0.0.1:4100/partner/')).toBe('http://localhost:4100');
    expect(shopOriginFor('https://shop.example/partner/')).toBe('https://shop.example');
  });
});
