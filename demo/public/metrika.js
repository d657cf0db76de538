/*
 * The demo's stand-in for Yandex Metrica's tag (docs/analytics.md), served when the demo runs with
 * analytics: `ym` records its calls where the real snippet queues them (`ym.a`), and the page gets
 * the `dataLayer` that Metrica and Google's tag read. A file, not an inline script: the demo's CSP
 * allows no inline script.
 */
window.dataLayer = window.dataLayer || [];
window.ym =
  window.ym ||
  function ym() {
    (window.ym.a = window.ym.a || []).push(Array.prototype.slice.call(arguments));
  };
