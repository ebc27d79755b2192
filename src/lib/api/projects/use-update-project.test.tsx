import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { projectSchema } from '#contract/project';
import { API } from '#portal/test/api.harness.ts';
import { conflictResponse } from '#test-support/factories/errors';
import { server } from '#portal/test/msw-server.harness.ts';
import { createTestQueryClient, renderHookWithClient } from '#portal/test/render-with-providers.harness.tsx';
import { projectQueries } from './project-queries';
import { useDeleteProject } from './use-delete-project';
import { useUpdateProject } from './use-update-project';

const wire = { id: 'p1', name: 'Website', confidential: false, withReview: null, lspVendorIds: ['v1'] };
const original = projectSchema.parse(wire);

describe('useUpdateProject', () => {
  it('PATCHes only the changed fields and stores the answer', async () => {
    let body: unknown;
    server.use(
      http.patch(`${API}/projects/p1`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...wire, name: 'Shop' });
      }),
    );
    const { result, queryClient: client } = renderHookWithClient(() => useUpdateProject());
    act(() => result.current.mutate({ original, edited: { name: 'Shop', confidential: false, lspVendorIds: ['v1'] } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(body).toEqual({ name: 'Shop' });
    expect(client.getQueryData(projectQueries.detail('p1').queryKey)?.name).toBe('Shop');
  });

  it('sends nothing when nothing changed', async () => {
    const { result } = renderHookWithClient(() => useUpdateProject());
    act(() => result.current.mutate({ original, edited: { name: 'Website' } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe(original);
  });
});

describe('useDeleteProject', () => {
  it('surfaces the 409 conflict and keeps the cached project', async () => {
    server.use(
      http.delete(`${API}/projects/p1`, () =>
        HttpResponse.json(...conflictResponse('Project p1 is still referenced', '/rest/api/projects/p1')),
      ),
    );
    const client = createTestQueryClient();
    client.setQueryData(projectQueries.detail('p1').queryKey, original);
    const { result } = renderHookWithClient(() => useDeleteProject(), client);
    act(() => result.current.mutate('p1'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.conflict?.message).toBe('Project p1 is still referenced');
    expect(client.getQueryData(projectQueries.detail('p1').queryKey)).toBe(original);
  });
});
