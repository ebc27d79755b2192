import http from 'node:http';
import { closeHttp, KEEP_ALIVE_MS, listenHttp } from './listen';

describe('listenHttp', () => {
  it('keeps an idle keep-alive connection open past the clients’ and load balancers’ 60 s', async () => {
    const server = await listenHttp((_req, res) => res.end('ok'), 0, '127.0.0.1');
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const answer = await new Promise<{ keepAlive: string | string[] | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, agent: new http.Agent({ keepAlive: true }) }, (res) => {
            res.resume();
            resolve({ keepAlive: res.headers['keep-alive'] });
          })
          .on('error', reject);
      });
      // What the client is told: how long the server keeps the idle connection.
      expect(answer.keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    } finally {
      await closeHttp(server);
    }
  });
});
