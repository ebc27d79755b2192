/**
 * Starts the real sandbox in-process for the client's contract tests (Node only), on the sandbox's own test
 * harness, and fetches tokens with the tests' password-grant client, like a command-line client would.
 */
import { createApiRouter } from '#sandbox/api/router';
import { startSandbox } from '#sandbox/sandbox.harness';
import { server } from '#portal/test/msw-server.harness.ts';
import { passwordToken } from '#test-support/token-client';

export interface RealSandbox {
  origin: string;
  /** An access token for one of the demo users (password = user name). */
  token(username: 'orderer' | 'admin' | 'reviewer' | 'outsider'): Promise<string>;
  stop(): Promise<void>;
}

/**
 * `describe` once per sandbox mode: the normal wire format and the documented variants
 * (`SANDBOX_VARIANTS`). These tests talk to a real server, so request mocking is switched off.
 */
export function describeAgainstSandbox(title: string, body: (mode: string, variants: boolean) => void): void {
  beforeAll(() => server.close());
  describe.each([
    ['normal', false],
    ['variants', true],
  ])(`${title} against the sandbox (%s mode)`, body);
}

export async function startRealSandbox(variants: boolean): Promise<RealSandbox> {
  const running = await startSandbox(
    { SANDBOX_TIME_SCALE: '0.01', SANDBOX_VARIANTS: variants ? '1' : '0' },
    { api: createApiRouter },
  );
  return {
    origin: running.base,
    token: (username) => passwordToken(running.base, username),
    stop: () => running.stop(),
  };
}

/**
 * Re-fetch until the portal's own polling rule says stop (the rule's interval is replaced by a short
 * pause so tests stay fast); fails after `timeoutMs`.
 */
export async function pollUntilSettled<T>(
  fetcher: () => Promise<T>,
  refetchInterval: (data: T) => number | false,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = await fetcher();
    if (refetchInterval(data) === false) return data;
    if (Date.now() > deadline) throw new Error(`Still polling after ${timeoutMs} ms: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
