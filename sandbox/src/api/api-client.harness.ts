/** Order helpers for the API tests: upload, create, complete, wait for quotes and progress. */
import { json, waitFor, type TestSandbox } from './api.harness';

type Json = Record<string, unknown>;

async function expectStatus(res: Response, status: number): Promise<Response> {
  if (res.status !== status) throw new Error(`Expected ${status}, got ${res.status}: ${await res.text()}`);
  return res;
}

/** Pass the handle of `useTestSandbox`: the client can be made before the sandbox has started. */
export function orderClient(sandbox: TestSandbox) {
  const api = (...args: Parameters<TestSandbox['api']>) => sandbox.api(...args);
  const task = async (id: string): Promise<Json> => json(await api(`/translationTasks/${id}`));
  return {
    task,
    uploadText: async (filename: string, text: string | Uint8Array, as = 'orderer'): Promise<string> => {
      const res = await api(`/documents/?filename=${encodeURIComponent(filename)}`, {
        method: 'POST',
        as,
        type: 'application/octet-stream',
        body: typeof text === 'string' ? text : new Uint8Array(text).buffer,
      });
      return (await json(await expectStatus(res, 201))).id as string;
    },
    createTask: async (body: Json, as = 'orderer'): Promise<Json> => {
      return json(await expectStatus(await api('/translationTasks/', { method: 'POST', as, json: body }), 201));
    },
    complete: async (id: string): Promise<void> => {
      await expectStatus(await api(`/translationTasks/${id}`, { method: 'PATCH', json: { complete: true } }), 200);
    },
    progressIs: (id: string, progress: string): Promise<Json> => {
      return waitFor(
        async () => {
          const t = await task(id);
          return t.progress === progress ? t : undefined;
        },
        10_000,
        `progress ${progress}`,
      );
    },
    quotesOf: (id: string, count: number): Promise<Json[]> => {
      return waitFor(
        async () => {
          const list = await json<Json[]>(await api(`/translationTasks/${id}/quotes`));
          return list.length >= count ? list : undefined;
        },
        10_000,
        `${count} quotes`,
      );
    },
    setQuote: (id: unknown, state: string): Promise<Response> => {
      return api(`/quotes/${String(id)}`, { method: 'PATCH', json: { state } });
    },
  };
}
