/**
 * A free TCP port for a test server or a benchmark's sandbox, so its origin (and issuer) can name it up front:
 * one the OS picks on 127.0.0.1, or `preferred` when it is free on every interface (a server will listen
 * there); a preferred port that is taken fails with `Port <n> (<named>) is in use`, `named` saying where it
 * was asked for (`BENCH_PORT`).
 */
import net from 'node:net';

export function freePort(preferred?: number, named?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        preferred === undefined
          ? error
          : new Error(`Port ${preferred}${named ? ` (${named})` : ''} is in use`, { cause: error }),
      ),
    );
    const listening = () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    };
    if (preferred === undefined) probe.listen(0, '127.0.0.1', listening);
    else probe.listen(preferred, listening);
  });
}
