import { setupServer } from 'msw/node';

/** The one MSW server for client tests; each test adds the handlers it needs with server.use(). */
export const server = setupServer();
