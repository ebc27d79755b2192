import { DocumentError } from '#documents/errors';
import { corpusFile } from '#documents/testing/corpus.harness';
import { extractUnits, type ExtractReply, type ExtractRequest } from './extract-units';

/** A stand-in for the browser's Worker (jsdom has none): records what it was sent and answers on demand. */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((event: { data: ExtractReply }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  sent: { request: ExtractRequest; transfer: Transferable[] } | null = null;
  terminated = false;
  readonly url: URL;
  constructor(
    url: string | URL,
    readonly options: WorkerOptions,
  ) {
    this.url = new URL(url, location.href);
    FakeWorker.last = this;
  }
  postMessage(request: ExtractRequest, transfer: Transferable[]) {
    this.sent = { request, transfer };
  }
  terminate() {
    this.terminated = true;
  }
  answer(reply: ExtractReply) {
    this.onmessage?.({ data: reply });
  }
}

const request = () => ({
  filename: 'a.txt',
  contentType: 'text/plain',
  bytes: new TextEncoder().encode('Hello').buffer,
});

describe('extractUnits', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the file on the calling thread where there is no Worker', async () => {
    const bytes = corpusFile('docx/okapi_TextBoxes.docx');
    const result = await extractUnits({ filename: 'boxes.docx', contentType: '', bytes: bytes.slice().buffer });
    expect(result.format).toBe('docx');
    expect(result.units.map((u) => u.parts.join('').trim())).toEqual([
      'Doggy',
      'unbelievable',
      'pig',
      'This here is a text box.',
    ]);
    await expect(
      extractUnits({
        filename: 'secret.docx',
        contentType: '',
        bytes: corpusFile('docx/HARD_poi_bug53475-password-is-pass.docx').slice().buffer,
      }),
    ).rejects.toMatchObject({ name: 'DocumentError', code: 'encrypted' });
  });

  it('hands the bytes over to a module worker and ends it with the answer', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const input = request();
    const pending = extractUnits(input);
    const worker = FakeWorker.last as FakeWorker;
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(worker.url.pathname).toMatch(/document-worker\.ts$/);
    await vi.waitFor(() => expect(worker.sent?.transfer).toEqual([input.bytes]));
    worker.answer({
      ok: true,
      format: 'txt',
      units: [{ id: 'line-1', group: 'Text', label: 'Line 1', parts: ['Hello'], codes: 0 }],
    });
    await expect(pending).resolves.toMatchObject({ format: 'txt', units: [{ id: 'line-1' }] });
    expect(worker.terminated).toBe(true);
  });

  it('turns the refusal of the worker into a DocumentError', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const pending = extractUnits(request());
    FakeWorker.last?.answer({ ok: false, code: 'damaged', message: 'Cut short' });
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentError);
    expect(error).toMatchObject({ code: 'damaged', message: 'Cut short' });
  });

  it('starts the worker while the bytes are still downloading, and passes on a failed download', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    let arrive: (request: ExtractRequest) => void = () => {};
    const pending = extractUnits(new Promise<ExtractRequest>((resolve) => (arrive = resolve)));
    const worker = FakeWorker.last as FakeWorker;
    expect(worker.sent).toBeNull();
    const input = request();
    arrive(input);
    await vi.waitFor(() => expect(worker.sent?.request).toBe(input));
    worker.answer({ ok: true, format: 'txt', units: [] });
    await expect(pending).resolves.toEqual({ format: 'txt', units: [] });

    const failed = extractUnits(Promise.reject(new Error('Network down')));
    await expect(failed).rejects.toThrow('Network down');
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it('ends the worker when the reader stops waiting', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const controller = new AbortController();
    const pending = extractUnits(request(), controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(FakeWorker.last?.terminated).toBe(true);
  });
});
