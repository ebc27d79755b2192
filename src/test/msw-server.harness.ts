/** The MSW server for unit tests. Tests add handlers with `server.use(...)`; unhandled requests fail (see setup.ts). */
import { setupServer } from 'msw/node';

export const server = setupServer();

/**
 * A handler's answers for a failed first load and its retry: the first request gets `failure`, every
 * later one `then()`. `calls()` says how many requests came.
 */
export function failsOnce(failure: () => Response, then: () => Response) {
  let calls = 0;
  const answer = () => {
    calls += 1;
    return calls === 1 ? failure() : then();
  };
  return Object.assign(answer, { calls: () => calls });
}
