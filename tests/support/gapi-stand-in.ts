// Google sign-in against the Auth emulator needs https://apis.google.com/js/api.js, which cannot be reached on
// our machines (OFFLINE.md, "Browser"). This stand-in answers that URL at the network boundary (Playwright route)
// with a small script implementing the few gapi calls both sides use:
//   - the page (Firebase Auth SDK): gapi.load('gapi.iframes'), iframes.getContext().open(), and on the returned
//     iframe restyle / ping / register / send;
//   - the emulator's helper iframe (/emulator/auth/iframe): gapi_onload, getContext().getParentIframe() with
//     register / send.
// Both talk over window.postMessage; calls for a handler not registered yet are queued until it is. The popup
// itself is the emulator's real account chooser (/emulator/auth/handler), which relays the chosen account to the
// helper iframe exactly as in production. Fonts and scripts the chooser asks from unpkg / Google Fonts are
// answered empty.
import type { BrowserContext, Page } from 'playwright-core';

export const GAPI_URL_PATTERN = 'https://apis.google.com/js/api.js**';

export const GAPI_STAND_IN_SCRIPT = String.raw`(function () {
  var TAG = '__gapiStandIn';
  var FILTER = { standIn: 'CROSS_ORIGIN_IFRAMES_FILTER' };
  var seq = 0;
  var channels = [];

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.pending = {};
    this.queued = {};
    this.pongWaiters = [];
    channels.push(this);
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    this.target.postMessage(message, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.queued[name] || [];
    delete this.queued[name];
    for (var i = 0; i < queued.length; i++) this.dispatch(queued[i]);
  };
  Channel.prototype.send = function (name, payload, callback) {
    var id = 'm' + (++seq) + '-' + Math.random().toString(36).slice(2);
    if (typeof callback === 'function') this.pending[id] = callback;
    this.post({ kind: 'send', name: name, payload: payload, id: id });
  };
  Channel.prototype.dispatch = function (message) {
    var handler = this.handlers[message.name];
    if (!handler) {
      (this.queued[message.name] = this.queued[message.name] || []).push(message);
      return;
    }
    var self = this;
    Promise.resolve()
      .then(function () { return handler(message.payload); })
      .then(
        function (result) { self.post({ kind: 'reply', id: message.id, result: [result] }); },
        function () { self.post({ kind: 'reply', id: message.id, result: [] }); }
      );
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'send') return this.dispatch(message);
    if (message.kind === 'ping') return this.post({ kind: 'pong' });
    if (message.kind === 'pong') {
      var waiters = this.pongWaiters;
      this.pongWaiters = [];
      for (var i = 0; i < waiters.length; i++) waiters[i]();
      return;
    }
    if (message.kind === 'reply') {
      var callback = this.pending[message.id];
      delete this.pending[message.id];
      // The SDK's own callbacks may throw after using the answer (webStorageSupport does): keep them contained.
      if (callback) try { callback(message.result); } catch (e) { /* contained */ }
    }
  };

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object' || !data[TAG]) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target === event.source) return channels[i].receive(data);
    }
  });

  function IframeHandle(element) {
    this.element = element;
    this.channel = new Channel(element.contentWindow);
  }
  IframeHandle.prototype.restyle = function () { return Promise.resolve(); };
  IframeHandle.prototype.ping = function (callback) {
    var channel = this.channel;
    return new Promise(function (resolve) {
      var timer = setInterval(function () { channel.post({ kind: 'ping' }); }, 100);
      channel.pongWaiters.push(function () {
        clearInterval(timer);
        if (typeof callback === 'function') callback();
        resolve();
      });
      channel.post({ kind: 'ping' });
    });
  };
  IframeHandle.prototype.register = function (name, handler) { this.channel.register(name, handler); };
  IframeHandle.prototype.send = function (name, payload, callback) { this.channel.send(name, payload, callback); };

  var parentChannel = window.parent !== window ? new Channel(window.parent) : null;
  var parentIframe = parentChannel && {
    register: function (name, handler) { parentChannel.register(name, handler); },
    send: function (name, payload, callback) { parentChannel.send(name, payload, callback); }
  };

  var context = {
    open: function (options, ready) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(key, String(attributes[key]));
      });
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var handle = new IframeHandle(element);
      return Promise.resolve(typeof ready === 'function' ? ready(handle) : handle).then(function (result) {
        return result || handle;
      });
    },
    getParentIframe: function () { return parentIframe; }
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: IframeHandle };
  window.gapi.load = function (_name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    if (callback) setTimeout(callback, 0);
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();`;

/** Answers gapi with the stand-in and the account chooser's third-party assets with empty bodies. */
export async function installGapiStandIn(target: BrowserContext | Page): Promise<void> {
  await target.route(GAPI_URL_PATTERN, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN_SCRIPT }),
  );
  await target.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => {
    const type = route.request().resourceType();
    const contentType = type === 'script' ? 'text/javascript' : type === 'stylesheet' ? 'text/css' : 'text/plain';
    return route.fulfill({ status: 200, contentType, body: '' });
  });
}

/**
 * Clicks the page's Google button, then in the emulator's chooser adds a new Google account with this email and
 * name and signs in with it. Returns once the popup has handed the account over.
 */
export async function signInWithEmulatedGoogle(
  page: Page,
  account: { email: string; name: string },
  clickGoogleButton: () => Promise<void>,
): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: 20_000 }), clickGoogleButton()]);
  await popup.waitForLoadState('domcontentloaded');
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(account.email);
  await popup.locator('#display-name-input').fill(account.name);
  await popup.locator('#sign-in').click();
}
