import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadContentQueries } from '../pages';

// findBy… and waitFor wait up to 5 s: a lazily loaded section's first import can take longer
// than the default second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

// relay-test-utils calls jest.fn() and friends.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The content admin's query parameters load with the admin's code in the app; tests have them
// from the start, so their routes load synchronously as the app's do once they are there.
await loadContentQueries();
