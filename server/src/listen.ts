/** Starting and stopping an HTTP server for an express app (portal server and sandbox). */
import http from 'node:http';

export const KEEP_ALIVE_MS = 65_000;

export function listenHttp(handler: http.RequestListener, port: number, host?: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    // No limit on a whole request (Node's default of 5 minutes cuts a large upload on a slow line); the
    // headers still have to arrive within headersTimeout, and the API proxy ends exchanges that go silent.
    const server = http.createServer({ requestTimeout: 0, headersTimeout: 60_000 }, handler);
    // An idle keep-alive connection stays open longer than a client or a load balancer keeps one (60 s is the
    // common idle timeout): with Node's 5 s, a client that sends on a connection at the moment the server
    // closes it gets ECONNRESET (seen in CI from Playwright's request context, whose sockets idle while a test
    // waits for the simulated vendors).
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * Stops taking connections and resolves once requests under way have finished; idle keep-alive
 * sockets are closed at once (they would hold close() open), busy ones after `graceMs`.
 */
export async function closeHttp(server: http.Server, graceMs = 0): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
}
