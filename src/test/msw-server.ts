/** The MSW server for unit tests. Tests add handlers with `server.use(...)`; unhandled requests fail (see setup.ts). */
import { setupServer } from 'msw/node';

export const server = setupServer();
