// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFaults } from '../../../demo/faults';
import { Visitor, makeApp } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

async function withFault(visitor: Visitor, path: string, fault: string): Promise<Response> {
  return visitor.app.request(path, { headers: visitor.headers({ 'X-Vitrina-Fault': fault }) });
}

describe('demo: fault switch', () => {
  it('parses rules and ignores nonsense', () => {
    expect(parseFaults('/api/basket/=500html, /api/=slow,bad,/x=unknown,nope=shape')).toEqual([
      { prefix: '/api/basket/', kind: '500html' },
      { prefix: '/api/', kind: 'slow' },
    ]);
  });

  it('500html, 502empty and html200', async () => {
    const visitor = await Visitor.start(makeApp());
    const html500 = await withFault(visitor, '/api/basket/', '/api/basket/=500html');
    expect(html500.status).toBe(500);
    expect(html500.headers.get('content-type')).toContain('text/html');
    expect(await html500.text()).toContain('<h1>500 Internal Server Error</h1>');
    const empty = await withFault(visitor, '/api/basket/', '/api/basket/=502empty');
    expect(empty.status).toBe(502);
    expect(await empty.text()).toBe('');
    const page = await withFault(visitor, '/api/favorites/', '/api/=html200');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('shape, reject-text and reject-object', async () => {
    const visitor = await Visitor.start(makeApp());
    expect(await (await withFault(visitor, '/api/basket/', '/api/basket/=shape')).json()).toEqual({ success: true, data: 'oops' });
    expect(await (await withFault(visitor, '/api/basket/', '/api/basket/=reject-text')).json()).toEqual({ success: false, message: 'Внутренняя ошибка', data: null });
    const object = (await (await withFault(visitor, '/api/basket/', '/api/basket/=reject-object')).json()) as { success: boolean; message: unknown };
    expect(object.success).toBe(false);
    expect(object.message).toEqual({ '500': 'Внутренняя ошибка' });
    const unknown = (await (await withFault(visitor, '/api/basket/', '/api/basket/=reject-unknown')).json()) as { success: boolean; message: string };
    expect(unknown.success).toBe(false);
    expect(JSON.parse(unknown.message)).toEqual([
      { code: '777', message: 'Операция отклонена сервером' },
      { code: 'UNKNOWN_FIELD', message: '' },
    ]);
  });

  it('applies the first rule whose prefix starts the path, and only there', async () => {
    const visitor = await Visitor.start(makeApp());
    const fault = '/api/basket/=502empty,/api/=500html';
    expect((await withFault(visitor, '/api/basket/', fault)).status).toBe(502);
    expect((await withFault(visitor, '/api/favorites/', fault)).status).toBe(500);
    expect((await withFault(visitor, '/catalog/', fault)).status).toBe(200);
  });

  it('POSTs break before the sessid check (the request never reaches the CMS)', async () => {
    const visitor = await Visitor.start(makeApp());
    const response = await visitor.app.request('/api/basket/items/add/', {
      method: 'POST',
      body: new URLSearchParams({ bid: '1203' }),
      headers: visitor.headers({ 'X-Vitrina-Fault': '/api/basket/=502empty', 'Content-Type': 'application/x-www-form-urlencoded' }),
    });
    expect(response.status).toBe(502);
  });

  it('slow answers normally after 2 s', async () => {
    const visitor = await Visitor.start(makeApp());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const pending = withFault(visitor, '/api/basket/', '/api/basket/=slow').then((response) => {
      settled = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(1900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    const response = await pending;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
  });

  it('hang does not answer for 60 s (then 504), and stops when the client goes away', async () => {
    const visitor = await Visitor.start(makeApp());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const pending = withFault(visitor, '/api/basket/', '/api/basket/=hang').then((response) => {
      settled = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect((await pending).status).toBe(504);

    const controller = new AbortController();
    const aborted = visitor.app.request('/api/basket/', { headers: visitor.headers({ 'X-Vitrina-Fault': '/api/=hang' }), signal: controller.signal });
    controller.abort();
    expect((await aborted).status).toBe(504);
  });

  it('GET /demo/fault?set= sets the cookie and goes back; set= empty clears it', async () => {
    const visitor = await Visitor.start(makeApp());
    const set = await visitor.app.request(`/demo/fault?set=${encodeURIComponent('/api/favorites/=reject-text')}&back=/catalog/`, { headers: visitor.headers() });
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe('/catalog/');
    const cookie = /vt_fault=[^;]+/.exec(set.headers.get('set-cookie') ?? '')?.[0] ?? '';
    expect(cookie).not.toBe('');
    const broken = await visitor.app.request('/api/favorites/', { headers: { Cookie: `${visitor.cookie}; ${cookie}` } });
    expect(((await broken.json()) as { message: string }).message).toBe('Внутренняя ошибка');
    const stillWorks = await visitor.app.request('/demo/fault?set=&back=/demo/', { headers: { Cookie: `${visitor.cookie}; ${cookie}` } });
    expect(stillWorks.status).toBe(303);
    expect(stillWorks.headers.get('set-cookie') ?? '').toMatch(/vt_fault=;/);
    const offsite = await visitor.app.request('/demo/fault?set=&back=//evil.example/', { headers: visitor.headers() });
    expect(offsite.headers.get('location')).toBe('/demo/');
  });
});
