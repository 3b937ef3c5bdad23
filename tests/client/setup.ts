import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installDefaultMatchMedia } from './helpers/match-media';
import { server } from './msw-server';

installDefaultMatchMedia();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // A toast outlives its test's render: the next test would find it (and its role=status).
  toast.remove();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
