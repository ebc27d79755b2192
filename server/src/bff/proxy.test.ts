// @vitest-environment node
/** The API proxy at the HTTP level: which paths, methods and headers reach the API, and what the browser gets back. */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { OWN_PAGE, rawRequest, startBff, useSignedInBff, type RunningBff } from '../testing/bff-server.harness';
import { apiSubPath } from './proxy-path';

const signedIn = useSignedInBff({ API_TIMEOUT_MS: '500' });
const { raw, echoed } = signedIn;
const OWN = OWN_PAGE;

describe('API proxy paths', () => {
  it('forwards paths under the API root as they are', async () => {
    const res = await raw('/rest/api/translationTasks/?page=2&q=a%20b');
    expect(res.status).toBe(200);
    expect(echoed(res.body).url).toBe('/rest/api/translationTasks/?page=2&q=a%20b');
  });

  it.each([
    '/rest/api/../admin',
    '/rest/api/%2e%2e/admin',
    '/rest/api/.%2E/admin',
    '/rest/api/documents/..%2f..%2fadmin',
    '/rest/api/documents/%2fadmin',
    '/rest/api/documents%5c..%5cadmin',
    '/rest/api//internal',
    '/rest/api/./documents',
    'http://evil.example/rest/api/documents',
    // Tomcat and Jetty drop `;parameters` from a segment before they resolve dot segments.
    '/rest/api/..;/admin',
    '/rest/api/documents;jsessionid=1/..;x=1/..;/admin',
    // Decoded twice (a filter, then the application) %252e%252e is `..`.
    '/rest/api/%252e%252e/admin',
    '/rest/api/documents/%25%32%65%25%32%65/admin',
    // Full-width and other compatibility dots and slashes that NFKC or Windows "best fit" turn into ASCII.
    '/rest/api/%EF%BC%8E%EF%BC%8E/admin',
    '/rest/api/documents%EF%BC%8F..%EF%BC%8Fadmin',
    '/rest/api/%E2%80%A4%E2%80%A4/admin',
    '/rest/api/%E2%88%95admin',
    // Not UTF-8; a byte the API would read as a control character.
    '/rest/api/documents/%C0%AE%C0%AE',
    '/rest/api/documents/%00',
  ])('refuses %s with 400, and nothing reaches the API', async (target) => {
    const before = signedIn.bff.api.arrived.length;
    const res = await raw(target);
    expect(res.status).toBe(400);
    expect(signedIn.bff.api.arrived.length).toBe(before);
  });

  it('takes the ids the portal writes with encodeURIComponent, in any script', () => {
    for (const id of ['42', 'a1b2-c3d4_e5.f6~', 'Übersetzung 1', '翻訳', 'α+β=γ', 'x@y:z', "it's (1)*"])
      expect(apiSubPath(`/documents/${encodeURIComponent(id)}/content?x=1`), id).toBe(
        `/documents/${encodeURIComponent(id)}/content?x=1`,
      );
    expect(apiSubPath('/')).toBe('/');
    expect(apiSubPath('/translationTasks/')).toBe('/translationTasks/');
    // Spellings encodeURIComponent never writes: an escaped unreserved character, a raw one beyond ASCII.
    expect(apiSubPath('/documents/%41')).toBeUndefined();
    expect(apiSubPath('/documents/Ü')).toBeUndefined();
  });
});

describe('methods', () => {
  it.each(['TRACE', 'PROPFIND', 'OPTIONS', 'MKCOL', 'LOCK'])(
    'refuses %s with 405, and nothing reaches the API',
    async (method) => {
      const before = signedIn.bff.api.arrived.length;
      const res = await raw('/rest/api/projects/', {}, method);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
      expect(signedIn.bff.api.arrived.length).toBe(before);
    },
  );

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('forwards %s', async (method) => {
    const res = await raw('/rest/api/projects/', {}, method);
    expect(res.status).toBe(200);
    expect(echoed(res.body).method).toBe(method);
  });
});

describe('headers sent upstream', () => {
  it('are the API request headers only: none that route, forward, override or pose as a client address', async () => {
    const res = await raw('/rest/api/projects/', {
      'X-Forwarded-For': '6.6.6.6',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'http',
      'X-Forwarded-Uri': '/admin',
      Forwarded: 'for=6.6.6.6;host=evil.example',
      'X-Real-IP': '6.6.6.6',
      'True-Client-IP': '6.6.6.6',
      'X-Client-IP': '6.6.6.6',
      'X-Original-URL': '/admin',
      'X-Rewrite-URL': '/admin',
      Cookie2: '$Version=1',
      'Proxy-Authorization': 'Basic c2VjcmV0',
      'X-HTTP-Method-Override': 'DELETE',
      Connection: 'keep-alive, X-Internal-Role, If-None-Match',
      'X-Internal-Role': 'admin',
      'If-None-Match': '"named-by-connection"',
      'Accept-Language': 'de',
      'If-Match': '"v1"',
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    });
    const { headers } = echoed(res.body);
    expect(headers.authorization).toBe('Bearer access-1');
    expect(headers['accept-language']).toBe('de');
    expect(headers['if-match']).toBe('"v1"');
    expect(headers.traceparent).toBe('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01');
    expect(headers['x-forwarded-host']).toBe('portal.example.com');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/); // the socket's, TRUST_PROXY unset
    for (const name of [
      'forwarded',
      'x-real-ip',
      'true-client-ip',
      'x-client-ip',
      'x-original-url',
      'x-rewrite-url',
      'x-forwarded-uri',
      'cookie2',
      'proxy-authorization',
      'x-http-method-override',
      'x-internal-role',
      'if-none-match',
      'cookie',
      'x-portal-request',
      'sec-fetch-site',
    ]) {
      expect(headers[name], name).toBeUndefined();
    }
  });
});

describe('answers', () => {
  it('drop the API’s Basic challenge, which would open the browser’s password prompt on the portal', async () => {
    const res = await raw('/rest/api/challenge');
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBeUndefined();
  });

  it('end the browser’s download when the API resets the connection in the middle of it', async () => {
    const { port } = new URL(signedIn.bff.url);
    const outcome = await new Promise<string>((resolve) => {
      // Not a speed bound: without it, a response left open would only show as this test's own timeout.
      const stillOpen = setTimeout(() => resolve('still open after 5 s'), 5_000);
      const done = (how: string) => {
        clearTimeout(stillOpen);
        resolve(how);
      };
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: '/rest/api/documents/1/reset',
            headers: { cookie: signedIn.cookie, ...OWN },
          },
          (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () => done(`ended normally after ${bytes} bytes`));
            res.on('error', () => done(`broken after ${bytes > 0 ? 'some' : 'no'} bytes`));
          },
        )
        .on('error', () => done('broken before the answer'));
    });
    expect(outcome).toBe('broken after some bytes');
  });
});

describe('a fair share of the API for each user', () => {
  /** An upload that sends one byte now and one a second after (`drip`), holding its connection to the API. */
  function slowUpload(at: RunningBff, owner: string, name: string): http.ClientRequest {
    const { port } = new URL(at.url);
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/rest/api/documents/?filename=${name}`,
      headers: { cookie: owner, ...OWN, 'Content-Type': 'application/octet-stream', 'Content-Length': '1000000' },
    });
    req.on('error', () => undefined);
    req.on('response', (res) => res.resume());
    req.write('x');
    return req;
  }
  const drip = (uploads: http.ClientRequest[]) => setInterval(() => uploads.forEach((u) => u.write('x')), 1_000);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Waits until `read()` gives the same number twice, a second apart: every upload has reached the proxy. */
  async function settled(read: () => number): Promise<number> {
    for (let last = -1; ; await sleep(1_000)) {
      const now = read();
      if (now === last && now > 0) return now;
      last = now;
    }
  }

  it('answers a second user’s request within 1 s while another holds 256 slow uploads', async () => {
    const shared = await startBff();
    const hog = await shared.signIn({ sub: 'hog' });
    const other = await shared.signIn({ sub: 'other' });
    const uploads = Array.from({ length: 256 }, (_, i) => slowUpload(shared, hog, `slow-${i}.bin`));
    const dripping = drip(uploads);
    try {
      const atApi = await settled(() => shared.api.inFlight());
      const started = Date.now();
      const answer = await Promise.race([
        fetch(`${shared.url}/rest/api/projects/`, { headers: { cookie: other, ...OWN } }).then((r) => r.status),
        // A bound for the failure, so it reads as one: the build before never answered while the uploads lasted.
        sleep(5_000).then(() => 'no answer in 5 s'),
      ]);
      const ms = Date.now() - started;
      expect({ answer, fast: ms < 1_000 }, `${ms} ms, ${atApi} uploads at the API`).toEqual({
        answer: 200,
        fast: true,
      });
      expect(atApi).toBe(16); // API_USER_CONCURRENCY's default; the rest wait their turn
    } finally {
      clearInterval(dripping);
      uploads.forEach((u) => u.destroy());
      await shared.stop();
    }
  }, 60_000);

  it('lets a user’s request beyond their share wait its turn, then answers 503 with Retry-After', async () => {
    const small = await startBff({ API_USER_CONCURRENCY: '2', API_QUEUE_TIMEOUT_MS: '300' });
    const hog = await small.signIn({ sub: 'hog' });
    const uploads = [slowUpload(small, hog, 'a.bin'), slowUpload(small, hog, 'b.bin')];
    try {
      await expect.poll(() => small.api.inFlight()).toBe(2);
      const beyond = await rawRequest(small.url, '/rest/api/projects/', { cookie: hog, ...OWN });
      expect(beyond.status).toBe(503);
      expect(beyond.headers['retry-after']).toBe('1');
      const other = await rawRequest(small.url, '/rest/api/projects/', { cookie: await small.signIn(), ...OWN });
      expect(other.status).toBe(200);
      // One upload ends: the hog's next request has a slot again.
      uploads[0]?.destroy();
      await expect
        .poll(async () => (await rawRequest(small.url, '/rest/api/projects/', { cookie: hog, ...OWN })).status)
        .toBe(200);
    } finally {
      uploads.forEach((u) => u.destroy());
      await small.stop();
    }
  });
});
