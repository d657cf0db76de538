/** The doctor's requests: the options' cookies, plus the session cookie the shop's page sets. */
export interface Client {
  /** `name=value; …` sent with every request. */
  cookies: Map<string, string>;
  fetch(url: string, init?: RequestInit): Promise<Response>;
}

export function createClient(cookie = ''): Client {
  const cookies = new Map<string, string>();
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return {
    cookies,
    async fetch(url, init = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      const response = await fetch(url, { ...init, headers, redirect: init.redirect ?? 'follow' });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      return response;
    },
  };
}
