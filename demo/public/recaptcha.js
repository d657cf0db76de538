/*
 * Demo stand-in for the Google reCAPTCHA v3 script (api.js?render=KEY).
 * Exposes the same global API: grecaptcha.ready(cb) and grecaptcha.execute(siteKey, {action}).
 * Tokens come from the demo server (/demo/recaptcha/token), which verifies them on every
 * protected endpoint. Each execute() is recorded in window.__demoRecaptcha for tests.
 */
(function () {
  'use strict';
  if (window.grecaptcha && window.grecaptcha.__demo) return;

  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src, location.href) : new URL(location.href);
  var endpoint = new URL('/demo/recaptcha/token', base.origin);
  var log = (window.__demoRecaptcha = window.__demoRecaptcha || { executed: [] });

  function ready(callback) {
    if (typeof callback === 'function') setTimeout(callback, 0);
  }

  function execute(siteKey, options) {
    var action = (options && options.action) || 'submit';
    var url = new URL(endpoint.href);
    url.searchParams.set('action', action);
    url.searchParams.set('k', String(siteKey || ''));
    return fetch(url.href, { credentials: 'include', cache: 'no-store' })
      .then(function (response) {
        if (!response.ok) throw new Error('reCAPTCHA (demo): ' + response.status);
        return response.json();
      })
      .then(function (body) {
        log.executed.push({ action: action, token: body.token, at: Date.now() });
        return body.token;
      });
  }

  window.grecaptcha = { __demo: true, ready: ready, execute: execute };
})();
