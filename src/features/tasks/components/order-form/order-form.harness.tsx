/** What the order form's tests share: the service's task as it sends it, stored input, the form rendered alone. */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from '#portal/test/api.harness.ts';
import { wireTask as sharedWireTask } from '#test-support/factories/task';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { emptyOrderForm, type OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';
import { paths } from '#portal/lib/paths.ts';
import type { RuntimeConfig } from '#portal/config/runtime-config.ts';
import { OrderForm } from './order-form';
import type { DocumentsFieldProps } from './what-section';

/** A draft as the service sends it: no languages yet unless `overrides` set them. */
export const wireTask = (overrides: Record<string, unknown> = {}) =>
  sharedWireTask({ source: null, target: [], ...overrides });

/** What the form stores: an empty order of the signed-in test user with `values` filled in. */
export const storedValues = (values: Record<string, unknown>) => ({
  ...emptyOrderForm('olivia@example.com'),
  ...values,
});

export function store(key: string, values: Record<string, unknown>) {
  window.sessionStorage.setItem(key, JSON.stringify({ sub: 'user-1', values: storedValues(values) }));
}

export function serveFormLists() {
  server.use(
    http.get(`${API}/projects/`, () => HttpResponse.json([])),
    // The confirmation names vendors as the enquiries of recent orders name them: there are none here.
    http.get(`${API}/translationTasks/`, () => HttpResponse.json([])),
    http.get(`${API}/translationTasks/:id/analysis`, () => HttpResponse.json([])),
    http.get(`${API}/tags/`, () => HttpResponse.json([{ id: 'urgent', color: '#ff0000' }])),
  );
}

export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * The documents field as the form sees it: the chosen files by name (the documents feature's uploading field
 * is composed by the page and tested there).
 */
function DocumentsList({ value, error }: DocumentsFieldProps) {
  return (
    <section aria-label="Source documents">
      <ul>
        {value.map((document) => (
          <li key={document.id}>{document.filename}</li>
        ))}
      </ul>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}

/**
 * The form for a new order (`initialValues` empty for the test user) or for draft `taskId`, at the new-order
 * or draft page's address (`config`: server mode's, say); where it navigates after saving is a placeholder naming
 * the page.
 */
export function renderOrderForm({
  taskId,
  initialValues,
  config,
}: { taskId?: string; initialValues?: OrderFormValues; config?: RuntimeConfig } = {}) {
  const form = (
    <OrderForm
      key={taskId}
      taskId={taskId}
      initialValues={initialValues ?? emptyOrderForm('olivia@example.com')}
      renderDocuments={(field) => <DocumentsList {...field} />}
    />
  );
  return renderWithProviders(form, {
    ...(config ? { config } : {}),
    route: taskId ? paths.editOrder.getHref(taskId) : paths.newOrder.getHref(),
    path: taskId ? paths.editOrder.path : paths.newOrder.path,
    routes: [
      ...(taskId ? [] : [{ path: paths.editOrder.path, element: <p>Draft page</p> }]),
      { path: paths.order.path, element: <p>Order page</p> },
    ],
  });
}

/** POST /translationTasks/ creates the draft `id` from the body it receives; `posts` collects the bodies. */
export function serveCreate(id: string, posts: unknown[]): () => Record<string, unknown> {
  let created = wireTask({ id });
  server.use(
    http.post(`${API}/translationTasks/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push(body);
      created = wireTask({ ...body, id });
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return () => created;
}

/** Before each test: the lists the form loads. */
export function setUpOrderFormApi() {
  serveFormLists();
}

/** Source documents as the service lists them: text files of four bytes, by id and file name. */
export const wireDocuments = (...documents: [id: string, filename: string][]) =>
  documents.map(([id, filename]) => ({ id, filename, length: 4, contentType: 'text/plain' }));

/** GET /translationTasks/:id answers the draft as `task()` returns it then, its source documents `documents`. */
export function serveDraft(id: string, task: () => JsonBodyType, documents: JsonBodyType[] = []) {
  server.use(
    http.get(`${API}/translationTasks/${id}`, () => HttpResponse.json(task())),
    http.get(`${API}/translationTasks/${id}/sourceDocuments/`, () => HttpResponse.json(documents)),
  );
}

/** PATCH /translationTasks/:id: `bodies` collects what the service receives, `answer` is what it sends back. */
export function servePatch(
  id: string,
  bodies: Record<string, unknown>[],
  answer: (body: Record<string, unknown>) => Response,
) {
  server.use(
    http.patch(`${API}/translationTasks/${id}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
}
