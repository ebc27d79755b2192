/** What the project section tests share: one project as the service sends it, and the PATCHes it receives. */
import { http, HttpResponse } from 'msw';
import { projectSchema } from '#contract/project';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';

export const wire = {
  id: 'p1',
  name: 'Website',
  confidential: false,
  withReview: null,
  lspVendorIds: ['lsp-a'],
  availableLanguages: [{ source: 'en-US', target: ['de-DE'] }],
  deliveryWithin: 48,
};
export const project = projectSchema.parse(wire);

/** Answers PATCH /projects/p1 with the merged project and records every body. */
export function capturePatches(answer?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.patch(`${API}/projects/p1`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer ? answer() : HttpResponse.json({ ...wire, ...body });
    }),
  );
  return bodies;
}
