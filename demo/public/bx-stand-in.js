/*
 * The demo's stand-in for 1C-Bitrix's own scripts on a shop page (README, "Beside Bitrix's scripts").
 * Not Bitrix's code: the few parts the bundle meets, behaving as Bitrix's core does. A file, not an
 * inline script: the demo's CSP allows no inline script.
 *
 * Bitrix's core:
 * - BX.addCustomEvent([object,] name, handler), BX.removeCustomEvent([object,] name, handler) and
 *   BX.onCustomEvent([object,] name, params): names compared without case, handlers called at once, in
 *   the order they were added, with the params as their arguments;
 * - BX.message(values) sets and BX.message(name) reads the page's messages; BX.bitrix_sessid() is
 *   BX.message('bitrix_sessid'); BX.ready(handler) runs it once the document is parsed.
 * Bitrix's composite cache, with data-composite on this tag: sets
 * window.frameCacheVars and, once the document is parsed, asks the page's address again with the header
 * BX-ACTION-TYPE: get_dynamic. With the answer, in Bitrix's order: the session's values (its `lang`,
 * bitrix_sessid among them) into BX.message, onFrameDataReceivedBefore, each dynamic area's innerHTML
 * replaced (`dynamicBlocks`: ID, CONTENT), onFrameDataReceived with the answer, then every
 * input[name=sessid] of the page gets the new token.
 * Two of Bitrix's components, where the markup has them:
 * - [data-bx-basket-line]: the header basket line (sale.basket.basket.line): shows the basket's count,
 *   read again on every OnBasketChange (from /demo/bitrix/basket-line.json; the real one posts to its
 *   component's own ajax handler). With data-enhanced-ecommerce on this tag it also plays a CMS that reports
 *   every basket change into the dataLayer in Bitrix's format (as sale.basket.basket's analytics does:
 *   the units added or taken out since it last looked, as `addToCart` / `removeFromCart`).
 * - button[data-bx-add-to-basket="<product id>"]: a catalogue button: adds one unit with
 *   POST /api/basket/items/add/ and the page's token, then fires OnBasketChange.
 * This tag's attributes: data-sessid (the token the page was rendered with), data-composite,
 * data-enhanced-ecommerce, data-layer-name (default dataLayer).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var options = script ? script.dataset : {};
  var handlers = [];
  var messages = { bitrix_sessid: options.sessid || '' };

  function BX(id) {
    return typeof id === 'string' ? document.getElementById(id) : id;
  }

  // The short forms leave out the object: the handler is then the window's.
  function shift(args, count) {
    return typeof args[0] === 'string' ? [window].concat(Array.prototype.slice.call(args, 0, count - 1)) : Array.prototype.slice.call(args, 0, count);
  }

  BX.addCustomEvent = function () {
    var a = shift(arguments, 3);
    if (typeof a[2] !== 'function' || typeof a[1] !== 'string' || a[1] === '') return;
    handlers.push({ object: a[0], name: a[1].toLowerCase(), handler: a[2] });
  };

  BX.removeCustomEvent = function () {
    var a = shift(arguments, 3);
    var name = String(a[1]).toLowerCase();
    handlers = handlers.filter(function (entry) {
      return !(entry.object === a[0] && entry.name === name && entry.handler === a[2]);
    });
  };

  BX.onCustomEvent = function () {
    var a = shift(arguments, 3);
    var name = String(a[1]).toLowerCase();
    var params = a[2] || [];
    handlers
      .filter(function (entry) {
        return entry.name === name && (entry.object === window || entry.object === a[0]);
      })
      .forEach(function (entry) {
        // A handler removed by an earlier one is not called.
        if (handlers.indexOf(entry) !== -1) entry.handler.apply(a[0], params);
      });
  };

  BX.message = function (values) {
    if (typeof values === 'string') return messages[values] === undefined ? '' : messages[values];
    for (var key in values) if (Object.prototype.hasOwnProperty.call(values, key)) messages[key] = values[key];
    return undefined;
  };

  BX.bitrix_sessid = function () {
    return BX.message('bitrix_sessid');
  };

  BX.ready = function (handler) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', function () { handler.call(document); });
    else handler.call(document);
  };

  window.BX = BX;

  /* The composite cache's frame update. */
  function updateFrames() {
    var address = location.href.split('#')[0];
    address += (address.indexOf('?') >= 0 ? '&' : '?') + 'bxrand=' + Date.now();
    BX.onCustomEvent('onCacheDataRequestStart');
    fetch(address, { headers: { 'BX-ACTION-TYPE': 'get_dynamic', 'BX-CACHE-MODE': 'HTMLCACHE' }, credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(function (answer) {
        BX.message(answer.lang || {});
        BX.onCustomEvent('onFrameDataReceivedBefore', [answer]);
        (answer.dynamicBlocks || []).forEach(function (block) {
          var area = BX(block.ID);
          if (area) area.innerHTML = block.CONTENT;
        });
        BX.onCustomEvent('onFrameDataReceived', [answer]);
        document.querySelectorAll('input[name=sessid]').forEach(function (input) {
          input.value = BX.bitrix_sessid();
        });
      })
      .catch(function (error) {
        BX.onCustomEvent('onFrameDataRequestFail', [{ error: true, reason: String(error) }]);
      });
  }

  if (options.composite !== undefined) {
    window.frameCacheVars = { CACHE_MODE: 'HTMLCACHE', AUTO_UPDATE: true, dynamicBlocks: {} };
    BX.ready(updateFrames);
  }

  /* sale.basket.basket.line, and the CMS's e-commerce reports when asked for. */
  var layerName = options.layerName || 'dataLayer';
  var lastSeen = null;

  function report(before, after) {
    var plus = [];
    var minus = [];
    after.forEach(function (item) {
      var delta = item.quantity - (before[item.id] ? before[item.id].quantity : 0);
      if (delta > 0) plus.push({ id: item.id, name: item.name, price: item.price, quantity: delta });
      if (delta < 0) minus.push({ id: item.id, name: item.name, price: item.price, quantity: -delta });
    });
    Object.keys(before).forEach(function (id) {
      var still = after.some(function (item) { return item.id === id; });
      if (!still) minus.push({ id: id, name: before[id].name, price: before[id].price, quantity: before[id].quantity });
    });
    var layer = (window[layerName] = window[layerName] || []);
    if (plus.length) layer.push({ event: 'addToCart', ecommerce: { currencyCode: 'RUB', add: { products: plus } } });
    if (minus.length) layer.push({ event: 'removeFromCart', ecommerce: { currencyCode: 'RUB', remove: { products: minus } } });
  }

  function refreshLine(line) {
    fetch('/demo/bitrix/basket-line.json', { credentials: 'same-origin' })
      .then(function (response) { return response.json(); })
      .then(function (basket) {
        line.textContent = 'Корзина (Bitrix): ' + basket.count + ' шт.';
        line.setAttribute('data-count', String(basket.count));
        if (options.enhancedEcommerce !== undefined && lastSeen) report(lastSeen, basket.items);
        lastSeen = {};
        basket.items.forEach(function (item) { lastSeen[item.id] = item; });
      })
      // Like BX.ajax, a failed read (the page being left, the network gone) keeps the line as it was
      // and is no unhandled rejection: Firefox reports one from a page being left as a page error.
      .catch(function () {});
  }

  function addToBasket(button) {
    var form = new FormData();
    form.append('bid', button.getAttribute('data-bx-add-to-basket'));
    form.append('quantity', '1');
    form.append('sessid', BX.bitrix_sessid());
    button.disabled = true;
    fetch('/api/basket/items/add/', { method: 'POST', body: form, credentials: 'same-origin', headers: { 'X-Bitrix-Csrf-Token': BX.bitrix_sessid() } })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        button.disabled = false;
        if (answer.success) BX.onCustomEvent('OnBasketChange');
      })
      .catch(function () {
        button.disabled = false;
      });
  }

  BX.ready(function () {
    document.querySelectorAll('[data-bx-basket-line]').forEach(function (line) {
      refreshLine(line);
      BX.addCustomEvent(window, 'OnBasketChange', function () { refreshLine(line); });
    });
    document.addEventListener('click', function (event) {
      var button = event.target instanceof Element ? event.target.closest('button[data-bx-add-to-basket]') : null;
      if (button) addToBasket(button);
    });
  });
})();
