import type { Finding } from './report';

/**
 * The page's Content-Security-Policy against what the bundle needs (docs/security.md): its scripts
 * and its stylesheet from where the page loads them, its API calls, and nothing unsafe.
 */

export type Policy = Map<string, string[]>;

export function parsePolicy(header: string): Policy {
  const policy: Policy = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** Whether `sources` let the page at `pageUrl` load from `url`. */
export function allows(sources: readonly string[], url: string, pageUrl: string): boolean {
  const target = new URL(url);
  const page = new URL(pageUrl);
  return sources.some((source) => {
    const lower = source.toLowerCase();
    if (lower === "'none'") return false;
    if (lower === '*') return true;
    if (lower === "'self'") return target.origin === page.origin;
    if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return target.protocol === lower;
    if (lower.startsWith("'")) return false;
    try {
      const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(lower) ? lower : `${target.protocol}//${lower}`;
      const allowed = new URL(withScheme.replace('*.', 'wildcard.'));
      const hostMatches = lower.includes('*.') ? target.hostname.endsWith(allowed.hostname.slice('wildcard'.length)) : target.hostname === allowed.hostname;
      const portMatches = allowed.port === target.port || (allowed.port === '' && target.port === '');
      const pathMatches = allowed.pathname === '/' || (allowed.pathname.endsWith('/') ? target.pathname.startsWith(allowed.pathname) : target.pathname === allowed.pathname);
      return target.protocol === allowed.protocol && hostMatches && portMatches && pathMatches;
    } catch {
      return false;
    }
  });
}

const directive = (policy: Policy, name: string): string[] | undefined => policy.get(name) ?? policy.get('default-src');

export interface BundleNeeds {
  scripts: string[];
  stylesheets: string[];
  api?: string;
}

export function checkPolicy(header: string, pageUrl: string, needs: BundleNeeds): Finding[] {
  const policy = parsePolicy(header);
  const where = (name: string): string => `${pageUrl} (Content-Security-Policy: ${name})`;
  const findings: Finding[] = [];
  const need = (name: string, urls: readonly string[], what: string): void => {
    const sources = directive(policy, name);
    if (!sources) return;
    for (const url of urls) {
      if (allows(sources, url, pageUrl)) continue;
      const effective = policy.has(name) ? name : 'default-src';
      findings.push({ level: 'error', check: 'csp', where: where(effective), message: `The policy forbids ${what} ${url}: add ${new URL(url).origin === new URL(pageUrl).origin ? "'self'" : new URL(url).origin} to ${name}.` });
    }
  };
  need('script-src', needs.scripts, 'the bundle\'s script');
  need('style-src', needs.stylesheets, 'the stylesheet');
  if (needs.api) need('connect-src', [needs.api], 'the API calls to');
  for (const [name, sources] of policy) {
    const unsafe = sources.filter((source) => ["'unsafe-eval'", "'unsafe-inline'"].includes(source.toLowerCase()));
    if (unsafe.length) findings.push({ level: 'warning', check: 'csp', where: where(name), message: `${unsafe.join(' ')} in ${name}: the bundle needs neither; drop it.` });
  }
  return findings;
}
