// @vitest-environment node
import diagnostics from 'node:diagnostics_channel';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../demo/server';
import './helpers';

describe('demo: startServer', () => {
  it('listens on a free port, serves pages and closes even with a hanging request open', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1' });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="ru">');
    const api = await fetch(`${server.url}/api/basket/`, { headers: { Cookie: home.headers.get('set-cookie')?.split(';')[0] ?? '' } });
    expect(((await api.json()) as { success: boolean }).success).toBe(true);

    // Node's HTTP server tells its diagnostics channel of every request it starts to handle.
    const arrived = new Promise<void>((resolve) => {
      const onStart = (): void => {
        diagnostics.unsubscribe('http.server.request.start', onStart);
        resolve();
      };
      diagnostics.subscribe('http.server.request.start', onStart);
    });
    const hanging = fetch(`${server.url}/api/basket/`, { headers: { 'X-Vitrina-Fault': '/api/=hang' } }).catch((error: unknown) => error);
    await arrived;
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
