// @vitest-environment node
import net from 'node:net';
import { freePort } from './free-port';

const listen = (port: number) =>
  new Promise<net.Server>((resolve) => {
    const server = net.createServer();
    server.listen(port, () => resolve(server));
  });

describe('freePort', () => {
  it('gives a port the OS picked, or the preferred one while it is free, and says so when it is taken', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await freePort(port, 'BENCH_PORT')).toBe(port);
    const server = await listen(port);
    try {
      await expect(freePort(port, 'BENCH_PORT')).rejects.toThrow(`Port ${port} (BENCH_PORT) is in use`);
      await expect(freePort(port)).rejects.toThrow(`Port ${port} is in use`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
