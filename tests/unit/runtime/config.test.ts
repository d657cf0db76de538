import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../shared/config';

describe('readConfig', () => {
  it('takes the global object and lets script attributes override it', () => {
    const script = document.createElement('script');
    script.src = 'https://shop.example/dist/vitrina.js';
    script.dataset.apiBase = 'https://shop.example/api/';
    script.dataset.credentials = 'include';
    script.dataset.botCheck = 'smartcaptcha';
    script.dataset.botCheckKey = 'ysc1_key';
    const config = readConfig(script, { apiBase: '/ignored/', timeout: 5000 });
    expect(config.apiBase).toBe('https://shop.example/api/');
    expect(config.credentials).toBe('include');
    expect(config.timeout).toBe(5000);
    expect(config.botCheck).toEqual({ provider: 'smartcaptcha', siteKey: 'ysc1_key' });
    expect(config.cssUrl).toBe('https://shop.example/dist/vitrina.css');
  });

  it('picks reCAPTCHA when only a site key is given', () => {
    expect(readConfig(null, { botCheck: { siteKey: 'abc' } as never }).botCheck.provider).toBe('recaptcha');
  });
});
