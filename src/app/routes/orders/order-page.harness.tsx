/** The order page's test harness: a wire task, the service it talks to (recording what it is sent) and the render. */
import { act } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as OrderPage } from './order-page';
import { wireTask as sharedWireTask } from '#test-support/factories/task';
import { buildDelivery } from '#test-support/factories/delivery';
import { paths } from '#portal/lib/paths.ts';

export const TASK_ID = '65f0a1b2c3d4e5f6a7b8c9d0';

/** The order on the page: a draft with a deadline, a comment with markup, a project and two tags. */
export function wireTask(overrides: Record<string, unknown> = {}) {
  return sharedWireTask({
    id: TASK_ID,
    target: ['de-DE', 'fr-FR'],
    createdAt: '2025-03-01T09:00:00Z',
    desiredDeadline: '2025-03-10T16:30:00Z',
    sourceDocumentIds: ['doc-1'],
    comment: '<b>Keep</b> the brand names',
    projectId: 'p-1',
    tags: ['marketing', 'urgent'],
    ...overrides,
  });
}

export function wireDelivery(id: string, target: string, state: string) {
  return buildDelivery({ id, state, target, translationTaskId: TASK_ID });
}

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/** A source document as the service lists it; doc-1 is the order's homepage text. */
export function wireSourceDocument(id: string) {
  const filename = id === 'doc-1' ? 'homepage.txt' : `${id}.txt`;
  return { id, filename, length: 2048, contentType: 'text/plain', createdAt: '2025-03-01T09:00:00Z' };
}

/** What the service answers `complete: true` with for the task as it stands: its validation errors, or none. */
function completionProblems(task: Record<string, unknown>): { message: string }[] {
  const problems: string[] = [];
  if (!task.source) problems.push('Validation failed | required | source');
  if (idsOf(task.target).length === 0) problems.push('Validation failed | required | target');
  if (idsOf(task.sourceDocumentIds).length === 0) problems.push('Validation failed | minCount | sourceDocumentIds');
  return problems.map((message) => ({ message }));
}

interface Setup {
  task?: Record<string, unknown>;
  deliveries?: unknown[];
  user?: { roles: ('orderer' | 'admin' | 'reviewer')[] };
  /** Replaces the GET of the task, e.g. to fail it. */
  getTask?: () => Response;
  /** The project's `withReview`: null means no review. */
  withReview?: string[] | null;
  /** The vendors' quote enquiries and quotes (none by default). */
  enquiries?: unknown[];
  quotes?: unknown[];
  /** The task's analyses, e.g. the failed one of a failed preparation. */
  analyses?: unknown[];
  /** The delivered documents. */
  targetDocuments?: unknown[];
}

export function setup({
  task = wireTask(),
  deliveries = [],
  user,
  getTask,
  withReview = null,
  enquiries = [],
  quotes = [],
  analyses = [],
  targetDocuments = [],
}: Setup = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let current: Record<string, unknown> = task;
  server.use(
    http.get(`${API}/translationTasks/:id`, () => (getTask ? getTask() : HttpResponse.json(current))),
    http.patch(`${API}/translationTasks/:id`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'PATCH', path: new URL(request.url).pathname, body });
      if (body.complete === true) {
        const problems = completionProblems(current);
        if (problems.length > 0) return HttpResponse.json(problems, { status: 400 });
        current = { ...current, complete: true, progress: 'IN_PREPARATION' };
      }
      if (body.cancelled === true) current = { ...current, cancelled: true, progress: 'TASK_CANCELLED' };
      return HttpResponse.json(current);
    }),
    http.delete(`${API}/translationTasks/:id`, ({ request }) => {
      sent.push({ method: 'DELETE', path: new URL(request.url).pathname, body: null });
      return HttpResponse.json(current);
    }),
    http.get(`${API}/translationTasks/:id/sourceDocuments/`, () =>
      HttpResponse.json(idsOf(current.sourceDocumentIds).map(wireSourceDocument)),
    ),
    http.get(`${API}/translationTasks/:id/translationDeliveries`, () => HttpResponse.json(deliveries)),
    http.get(`${API}/translationTasks/:id/targetDocuments`, () => HttpResponse.json(targetDocuments)),
    http.get(`${API}/translationTasks/:id/quoteEnquiries`, () => HttpResponse.json(enquiries)),
    http.get(`${API}/translationTasks/:id/quotes`, () => HttpResponse.json(quotes)),
    http.get(`${API}/translationTasks/:id/acceptedQuotes`, () =>
      HttpResponse.json(quotes.filter((q) => (q as { state?: string }).state === 'ACCEPTED')),
    ),
    http.get(`${API}/translationTasks/:id/analysis`, () => HttpResponse.json(analyses)),
    http.get(`${API}/projects/`, () => HttpResponse.json([])),
    http.get(`${API}/translationTasks/`, () => HttpResponse.json([current])),
    http.get(`${API}/projects/p-1`, () =>
      HttpResponse.json({ id: 'p-1', name: 'Marketing website', withReview, availableLanguages: [] }),
    ),
    http.get(`${API}/tags/`, () =>
      HttpResponse.json([
        { id: 'marketing', color: '#e8590c' },
        { id: 'urgent', color: '#c92a2a' },
      ]),
    ),
  );
  const view = renderWithProviders(<OrderPage />, {
    route: paths.order.getHref(TASK_ID),
    path: paths.order.path,
    routes: [{ path: paths.orders.path, element: <p>All orders</p> }],
    ...(user ? { user } : {}),
  });
  return {
    ...view,
    sent,
    setTask: (next: Record<string, unknown>) => {
      current = next;
    },
  };
}

/** Registers the hooks every order page test file needs: a clean notification store. */
export function registerOrderPageHooks() {
  afterEach(() => {
    // Mantine's notification store outlives a test's render.
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
  });
}
