import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Blob } from 'node:buffer';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { createTestQueryClient, renderHookWithClient } from '#portal/test/render-with-providers.harness.tsx';
import { documentQueries } from './document-queries';
import { useUploadDocument } from './use-upload-document';

describe('useUploadDocument', () => {
  it('uploads, reports progress, stores the document and refreshes the list', async () => {
    server.use(
      http.post(`${API}/documents/`, () =>
        HttpResponse.json(
          { id: 'd1', createdAt: '2024-01-01T00:00:00Z', filename: 'a.txt', contentType: 'text/plain', length: 3 },
          { status: 201 },
        ),
      ),
    );
    const client = createTestQueryClient();
    client.setQueryData(documentQueries.list().queryKey, []);
    const { result } = renderHookWithClient(() => useUploadDocument(), client);
    const onProgress = vi.fn();
    act(() =>
      result.current.mutate({ file: new Blob(['abc']) as unknown as globalThis.Blob, filename: 'a.txt', onProgress }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onProgress).toHaveBeenLastCalledWith(3, 3);
    expect(client.getQueryData(documentQueries.detail('d1').queryKey)?.filename).toBe('a.txt');
    expect(client.getQueryState(documentQueries.list().queryKey)?.isInvalidated).toBe(true);
  });
});
