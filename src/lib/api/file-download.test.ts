import { http, HttpResponse } from 'msw';
import { isApiError } from './api-error';
import { downloadFile, filenameFromContentDisposition } from './file-download';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';

describe('filenameFromContentDisposition', () => {
  it('prefers the RFC 5987 filename*', () => {
    expect(
      filenameFromContentDisposition(`attachment; filename="rates.txt"; filename*=UTF-8''%E2%82%AC%20rates.txt`),
    ).toBe('€ rates.txt');
    expect(filenameFromContentDisposition(`attachment; filename*=iso-8859-1'en'%E4pfel.txt`)).toBe('äpfel.txt');
  });

  it('falls back to filename, quoted or not, and strips paths', () => {
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".zip"')).toBe('a "b".zip');
    expect(filenameFromContentDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromContentDisposition('inline')).toBeNull();
    expect(filenameFromContentDisposition(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  it('fetches with the bearer token, reports progress and names the file', async () => {
    let auth: string | null = null;
    let url = '';
    server.use(
      http.get(`${API}/translationTasks/t1/targetDocuments/content`, ({ request }) => {
        auth = request.headers.get('authorization');
        url = request.url;
        return new HttpResponse(new Uint8Array([1, 2, 3, 4]), {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Length': '4',
            'Content-Disposition': `attachment; filename*=UTF-8''t1%20targets.zip`,
          },
        });
      }),
    );
    const progress = vi.fn();
    const { blob, filename } = await downloadFile('/translationTasks/t1/targetDocuments/content', {
      onProgress: progress,
    });
    expect(auth).toBe('Bearer tok');
    expect(url).not.toContain('tok');
    expect(filename).toBe('t1 targets.zip');
    expect(blob.size).toBe(4);
    expect(blob.type).toBe('application/zip');
    expect(progress).toHaveBeenLastCalledWith(4, 4);
  });

  it('keeps every byte, in order, of a streamed download larger than one Blob part', async () => {
    const chunk = (n: number) => new Uint8Array(1024 * 1024).fill(n);
    const chunks = Array.from({ length: 20 }, (_, n) => chunk(n));
    server.use(
      http.get(`${API}/documents/big/content`, () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const c of chunks) controller.enqueue(c);
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/plain' } });
      }),
    );
    const progress = vi.fn();
    const { blob } = await downloadFile('/documents/big/content', { onProgress: progress });
    expect(blob.size).toBe(20 * 1024 * 1024);
    expect(blob.type).toBe('text/plain');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(chunks.map((_, n) => bytes[n * 1024 * 1024 + 1234])).toEqual(chunks.map((_, n) => n));
    expect(progress).toHaveBeenLastCalledWith(20 * 1024 * 1024, 0);
  });

  it('throws an ApiError for error responses', async () => {
    server.use(
      http.get(`${API}/documents/x/content`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    const error: unknown = await downloadFile('/documents/x/content').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });
});
