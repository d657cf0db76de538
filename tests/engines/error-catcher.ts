import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * WebKitGTK's WebDriver (2.50) has no BiDi and no way to run a script before the page's own, and
 * MiniBrowser ignores `enable-write-console-messages-to-stdout` under automation, so nothing reports a
 * WebKit page's uncaught errors. This proxy stands in front of the demo server for WebKit only: it adds
 * one same-origin script (allowed by the demo's `script-src 'self'`) at the top of every HTML page, which
 * records uncaught errors, unhandled rejections, console.error calls, CSP violations and failed loads in
 * sessionStorage, where they survive the tab's navigations until the driver reads them.
 */
export const ERRORS_KEY = '__vitrinaEnginesErrors';
const SCRIPT_PATH = '/__vitrina-engines/catch-errors.js';

const CATCHER = `(() => {
  // A page being left cancels its loads, and WebKit fires 'error' for each (a widget's stylesheet, its
  // chunk): the shopper sees none of it, and the next page's check would read it as that page's.
  let leaving = false;
  addEventListener('pagehide', () => { leaving = true; });
  addEventListener('pageshow', () => { leaving = false; });
  const note = (text) => {
    if (leaving) return;
    try {
      const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]');
      list.push(location.pathname + location.search + ': ' + text);
      sessionStorage.setItem(${JSON.stringify(ERRORS_KEY)}, JSON.stringify(list));
    } catch (_) {}
  };
  addEventListener('error', (event) => {
    const target = event.target;
    if (target instanceof Element) note('failed to load ' + (target.getAttribute('src') || target.getAttribute('href') || target.tagName));
    else note('pageerror: ' + event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => note('pageerror: unhandled rejection: ' + (event.reason && event.reason.message ? event.reason.message : String(event.reason))));
  document.addEventListener('securitypolicyviolation', (event) => note('Content Security Policy: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || '(inline)') + ' at ' + event.sourceFile + ':' + event.lineNumber));
  const original = console.error;
  console.error = function (...args) {
    note(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    return original.apply(this, args);
  };
})();
`;

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
}

function forwardHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  // Plain bodies, so the HTML can be edited.
  const { 'accept-encoding': _encoding, ...rest } = headers;
  return rest;
}

export function startErrorCatchingProxy(target: string): Promise<RunningProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url === SCRIPT_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      outgoing.end(CATCHER);
      return;
    }
    const forwarded = request(
      { hostname: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: forwardHeaders(incoming.headers) },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8').replace(/<head(\s[^>]*)?>/i, (tag) => `${tag}<script src="${SCRIPT_PATH}"></script>`);
          const { 'content-length': _length, etag: _etag, ...headers } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': Buffer.byteLength(html) });
          outgoing.end(html);
        });
      },
    );
    forwarded.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`engines proxy: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('the engines proxy has no port'));
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
