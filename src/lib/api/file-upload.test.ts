import { http, HttpResponse } from 'msw';
// jsdom's File/Blob are not readable by Node's fetch; the browser's are. Use Node's in these tests.
import { Blob, File } from 'node:buffer';
import { uploadByReference, uploadFile } from './file-upload';
import { API, failure } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';

afterEach(() => vi.unstubAllGlobals());

const created = {
  id: 'd1',
  createdAt: '2024-01-01T00:00:00Z',
  filename: 'ä b.txt',
  contentType: 'text/plain',
  length: 5,
};

interface Seen {
  url: URL;
  headers: Headers;
  body: string;
}

function captureUpload(response: () => Response = () => HttpResponse.json(created, { status: 201 })) {
  const seen: Seen[] = [];
  server.use(
    http.post(`${API}/documents/`, async ({ request }) => {
      seen.push({ url: new URL(request.url), headers: request.headers, body: await request.text() });
      return response();
    }),
  );
  return seen;
}

describe.each([
  ['XMLHttpRequest', false],
  ['fetch (no XMLHttpRequest)', true],
])('uploadFile via %s', (_name, withoutXhr) => {
  beforeEach(() => {
    if (withoutXhr) vi.stubGlobal('XMLHttpRequest', undefined);
  });

  it('streams the file as octet-stream with the name in the query and the token in the header', async () => {
    const seen = captureUpload();
    const progress = vi.fn();
    const file = new File(['hello'], 'ä b.txt', { type: 'text/plain' });
    const document = await uploadFile(file as unknown as globalThis.File, { onProgress: progress });
    expect(document).toMatchObject({ id: 'd1', filename: 'ä b.txt', length: 5 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.searchParams.get('filename')).toBe('ä b.txt');
    expect(seen[0]?.url.searchParams.has('access_token')).toBe(false);
    expect(seen[0]?.headers.get('content-type')).toBe('application/octet-stream');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.body).toBe('hello');
    expect(progress).toHaveBeenLastCalledWith(5, 5);
  });

  it('uses the given filename for a Blob and normalises `_id`', async () => {
    const seen = captureUpload(() => HttpResponse.json({ ...created, id: undefined, _id: 'd9' }, { status: 201 }));
    const document = await uploadFile(new Blob(['abc']) as unknown as globalThis.Blob, { filename: 'notes.md' });
    expect(document.id).toBe('d9');
    expect(seen[0]?.url.searchParams.get('filename')).toBe('notes.md');
  });

  it('turns an error response into an ApiError', async () => {
    captureUpload(() => HttpResponse.json({ message: 'Too large' }, { status: 413 }));
    const error = await failure(uploadFile(new Blob(['abc']) as unknown as globalThis.Blob, { filename: 'a.txt' }));
    expect(error).toMatchObject({ kind: 'http', status: 413, messages: ['Too large'] });
  });

  it('rejects with kind aborted when cancelled', async () => {
    server.use(
      http.post(`${API}/documents/`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const controller = new AbortController();
    const pending = failure(
      uploadFile(new Blob(['abc']) as unknown as globalThis.Blob, { filename: 'a.txt', signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 20);
    expect((await pending).kind).toBe('aborted');
  });
});

describe('uploadByReference', () => {
  it('posts the reference as JSON', async () => {
    let body: unknown;
    let contentType: string | null = null;
    server.use(
      http.post(`${API}/documents/`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    await uploadByReference({ filename: 'a.txt', contentUri: 'https://files.example/a.txt' });
    expect(contentType).toBe('application/json');
    expect(body).toEqual({ filename: 'a.txt', contentUri: 'https://files.example/a.txt' });
  });
});
