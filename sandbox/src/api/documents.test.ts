// @vitest-environment node
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';
import { json, startTestSandbox, type TestSandbox } from './api.harness';

type Json = Record<string, unknown>;
let s: TestSandbox;
let files: http.Server;
let filesOrigin: string;

beforeAll(async () => {
  files = http.createServer((req, res) => {
    if (req.url === '/big') res.end('x'.repeat(5000));
    else if (req.url === '/redirect') res.writeHead(302, { Location: 'http://example.invalid/x' }).end();
    else res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Remote text.');
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  const address = files.address();
  filesOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  s = await startTestSandbox({ uploadLimit: 1000, referenceAllowList: [filesOrigin] });
});
afterAll(async () => {
  await s.stop();
  await new Promise((resolve) => files.close(resolve));
});

describe('document upload', () => {
  it('stores each multipart file part as a document', async () => {
    const form = new FormData();
    form.append('file', new Blob(['Hello.'], { type: 'text/plain' }), 'hello.txt');
    const one = await s.api('/documents/', { method: 'POST', body: form });
    expect(one.status).toBe(201);
    expect(await json(one)).toMatchObject({
      id: expect.any(String) as string,
      filename: 'hello.txt',
      contentType: 'text/plain',
      length: 6,
      md5: 'f9776f93ac975cd47b598e34d9242d18',
      chunkSize: 261120,
      metadata: { type: 'source', userId: 'u-orderer' },
    });
    const two = new FormData();
    two.append('a', new Blob(['{"a":"b"}']), 'a.json');
    two.append('b', new Blob(['<p>x</p>'], { type: 'text/html' }), 'Übersicht "neu".html');
    const many = await json<Json[]>(await s.api('/documents', { method: 'POST', body: two }));
    expect(many.map((d) => [d.filename, d.contentType])).toEqual([
      ['a.json', 'application/json'],
      ['Übersicht "neu".html', 'text/html'],
    ]);
    const download = await s.api(`/documents/${String(many[1]?.id)}/content`);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Ubersicht neu.html"; filename*=UTF-8''%C3%9Cbersicht%20neu.html`,
    );
    expect(await download.text()).toBe('<p>x</p>');
  });

  it('stores an octet-stream body named by ?filename=', async () => {
    const res = await s.api('/documents?filename=notes.md', {
      method: 'POST',
      type: 'application/octet-stream',
      body: '# Notes',
    });
    expect(await json(res)).toMatchObject({ filename: 'notes.md', contentType: 'text/markdown', length: 7 });
    const missing = await s.api('/documents', { method: 'POST', type: 'application/octet-stream', body: 'x' });
    expect(missing.status).toBe(400);
  });

  it('downloads by reference only from allowed origins', async () => {
    const ok = await s.api('/documents', {
      method: 'POST',
      json: { filename: 'remote.txt', contentUri: `${filesOrigin}/doc` },
    });
    expect(ok.status).toBe(201);
    const doc = await json(ok);
    expect(doc).toMatchObject({ filename: 'remote.txt', length: 12, contentType: 'text/plain' });
    expect(await (await s.api(`/documents/${String(doc.id)}/content`)).text()).toBe('Remote text.');
    const forbidden = await s.api('/documents', {
      method: 'POST',
      json: { filename: 'x.txt', contentUri: 'http://169.254.169.254/latest' },
    });
    expect(forbidden.status).toBe(400);
    expect((await json<Json[]>(forbidden))[0]?.message).toMatch(/not allowed/);
    const redirected = await s.api('/documents', {
      method: 'POST',
      json: { filename: 'x.txt', contentUri: `${filesOrigin}/redirect` },
    });
    expect(redirected.status).toBe(400);
    const notUrl = await s.api('/documents', {
      method: 'POST',
      json: { filename: 'x.txt', contentUri: 'file:///etc/passwd' },
    });
    expect(notUrl.status).toBe(400);
  });

  it('answers 413 over the upload limit and removes the partial file', async () => {
    const before = await readdir(path.join(s.dataDir, 'documents'));
    const big = 'y'.repeat(5000);
    const stream = await s.api('/documents?filename=big.txt', {
      method: 'POST',
      type: 'application/octet-stream',
      body: big,
    });
    expect(stream.status).toBe(413);
    expect(await json(stream)).toEqual({ message: 'The document is larger than the upload limit of 1000 bytes' });
    const form = new FormData();
    form.append('small', new Blob(['ok']), 'small.txt');
    form.append('big', new Blob([big]), 'big.txt');
    expect((await s.api('/documents', { method: 'POST', body: form })).status).toBe(413);
    const remote = await s.api('/documents', {
      method: 'POST',
      json: { filename: 'big.txt', contentUri: `${filesOrigin}/big` },
    });
    expect(remote.status).toBe(413);
    expect(await readdir(path.join(s.dataDir, 'documents'))).toEqual(before);
  });

  it('answers 415 for other content types', async () => {
    const res = await s.api('/documents', { method: 'POST', type: 'text/plain', body: 'x' });
    expect(res.status).toBe(415);
    expect((await json(res)).message).toMatch(/Unsupported Content-Type/);
  });

  it('lists the organisation documents as items, and deletes them', async () => {
    const list = await json<Json[]>(await s.api('/documents/'));
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'contentType',
      'createdAt',
      'filename',
      'id',
      'length',
      'metadata',
    ]);
    // Only the type of the metadata: enough to tell sources from translations and conversions.
    expect(list[0]?.metadata).toEqual({ type: 'source' });
    expect(await json(await s.api('/documents', { as: 'outsider' }))).toEqual([]);
    const id = String(list[0]?.id);
    expect((await s.api(`/documents/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await s.api(`/documents/${id}`)).status).toBe(404);
  });
});

describe('contentDisposition', () => {
  it('strips quotes, line breaks and path separators', () => {
    expect(contentDisposition('../a"b\r\nc.txt')).toBe(`attachment; filename="..abc.txt"; filename*=UTF-8''..abc.txt`);
  });
});
