import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

const FIXTURES = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/api')}/`;

/** A fixture's text, as the server would send it. */
export function fixtureText(name: string): string {
  return readFileSync(`${FIXTURES}${name}`, 'utf8');
}

export type Responder = (request: Request, call: number) => Response | Promise<Response>;

export interface FetchStub {
  requests: Request[];
  /** Request bodies as text, read before the request reached the stub's responder. */
  bodies: string[];
}

/** Replaces global fetch; each call goes to `responder`. Restore with `vi.unstubAllGlobals()`. */
export function stubFetch(responder: Responder): FetchStub {
  const stub: FetchStub = { requests: [], bodies: [] };
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    stub.requests.push(request);
    stub.bodies.push(request.method === 'GET' ? '' : await request.clone().text());
    return responder(request, stub.requests.length);
  });
  return stub;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export function htmlResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Answers every call with the fixture (JSON or HTML by extension). */
export function fixtureResponder(name: string, status = 200): Responder {
  return () => (name.endsWith('.html') ? htmlResponse(fixtureText(name), status) : jsonResponse(fixtureText(name), status));
}

/** The fields of a multipart or urlencoded body; files appear as `file:<name>`. */
export function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const boundary = /^--(-*[^\r\n]+)\r\n/.exec(body)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const match = /name="([^"]+)"(?:; filename="([^"]*)")?[^]*?\r\n\r\n([^]*)\r\n$/.exec(part);
      if (!match) continue;
      const [, name = '', filename, value = ''] = match;
      fields[name] = filename !== undefined ? `file:${filename}` : value;
    }
    return fields;
  }
  if (body.trim().startsWith('{')) {
    for (const [key, value] of Object.entries(JSON.parse(body) as Record<string, unknown>)) fields[key] = String(value);
    return fields;
  }
  for (const [key, value] of new URLSearchParams(body)) fields[key] = value;
  return fields;
}
