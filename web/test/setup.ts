import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { contractViolations, mockServer } from './contract-mocks';

// What Mantine needs from a browser and jsdom does not have (Mantine's own guide for Vitest lists these).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    // Mantine then skips its transitions (the theme respects reduced motion): dialogs open at once.
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;
// Textarea's autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// The first test of a file also waits for the app's lazy chunks to be transformed (a cold start of a second
// or more on a busy machine); a state that never comes still fails, after this long.
configure({ asyncUtilTimeout: 10_000 });

// A call no test answered is a failure, not a silent network error the screen would show as one.
beforeAll(() =>
  mockServer.listen({
    onUnhandledRequest: (request) => {
      contractViolations.push(`no test answered ${request.method} ${new URL(request.url).pathname}`);
    },
  }),
);
afterEach(() => {
  cleanup();
  // The banners live in Mantine's store, not in the DOM: a test's success message must not show in the next.
  notifications.clean();
  mockServer.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  const violations = contractViolations.splice(0);
  expect(violations, 'requests the server would refuse').toEqual([]);
});
afterAll(() => mockServer.close());
