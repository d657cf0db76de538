import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../shared/config';
import { botCheckOf } from '../../../shared/forms/botcheck';

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
    expect(botCheckOf(config.botCheck, script.dataset)).toEqual({ provider: 'smartcaptcha', siteKey: 'ysc1_key' });
    expect(config.cssUrl).toBe('https://shop.example/dist/vitrina.css');
  });

  it('the bot-check: reCAPTCHA when only a site key is given, none when nothing is', () => {
    expect(botCheckOf({ siteKey: 'abc' }, {}).provider).toBe('recaptcha');
    expect(botCheckOf(readConfig(null, {}).botCheck, {})).toEqual({ provider: 'none', siteKey: '' });
  });
});
