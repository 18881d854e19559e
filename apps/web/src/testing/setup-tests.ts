import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
// Where Preact differs from React, the app's fixes (main.tsx installs them before rendering).
import '@/lib/preact-parity';
import { trapConsoleErrors } from './console-errors';
import { server } from './fake-api';

// findBy/waitFor wait up to 5 s instead of 1 s: lazily loaded screens and chunks arrive late on a
// loaded 2-core machine, and a wait that succeeds sooner returns at once.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout and so no ResizeObserver; Radix measures some controls (checkbox) with one.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// A request no test served is an error (MSW reports it through console.error, below).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// console.error during a test fails it (see console-errors.ts).
let consoleErrors: ReturnType<typeof trapConsoleErrors> | undefined;
beforeEach(() => {
  consoleErrors = trapConsoleErrors();
});
afterEach(() => consoleErrors?.release());

// Hooks run last-registered first: screens unmount (and report their errors) before the check
// above, and each test starts with no endpoints served and empty local and session storage.
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
