import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { INGELOGD_COOKIE, zetZodNederlands } from '@kw/contract';

zetZodNederlands();

// the tests run as a logged-in browser: the session's readable marker is there, so the client asks for tokens
document.cookie = `${INGELOGD_COOKIE}=1; path=/`;

// antd needs these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
const echteComputedStyle = window.getComputedStyle.bind(window);
// jsdom throws on pseudo-elements; antd asks for them (scrollbar size, wave effect).
window.getComputedStyle = ((el: Element) => echteComputedStyle(el)) as typeof window.getComputedStyle;
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
// jsdom has no scrolling; antd's scrollToField calls element.scroll.
if (!Element.prototype.scroll) Element.prototype.scroll = (() => {}) as typeof Element.prototype.scroll;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
