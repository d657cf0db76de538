/*
 * Adds the bundle's script once the page has loaded, as a tag manager or a CMS's lazy loader does
 * (the demo's `late` placement, demo/placement.ts). The bundle's own attributes are this tag's
 * `data-*` but for `data-late-*`, which say what to add. A file, not an inline script: the demo's CSP
 * allows no inline script.
 */
(function () {
  var own = document.currentScript;
  function add() {
    var script = document.createElement('script');
    if (own.dataset.lateModule === 'true') script.type = 'module';
    Array.prototype.forEach.call(own.attributes, function (attribute) {
      if (attribute.name.indexOf('data-') === 0 && attribute.name.indexOf('data-late-') !== 0) script.setAttribute(attribute.name, attribute.value);
    });
    script.src = own.dataset.lateSrc;
    document.body.appendChild(script);
  }
  if (document.readyState === 'complete') add();
  else window.addEventListener('load', add, { once: true });
})();
