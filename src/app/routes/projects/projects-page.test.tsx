import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '#portal/test/api.harness.ts';
import { conflictResponse } from '#test-support/factories/errors';
import { server } from '#portal/test/msw-server.harness.ts';
import { openDialog } from '#portal/test/page-queries.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as ProjectsPage } from './projects-page';
import { paths } from '#portal/lib/paths.ts';

const projects = [
  {
    id: 'p1',
    name: 'Website',
    confidential: true,
    withReview: null,
    lspVendorIds: ['lsp-a'],
    availableLanguages: [{ source: 'de-DE', target: ['fr-FR'] }],
  },
];
const tasks = [1, 2].map((n) => ({
  id: `t${n}`,
  source: 'de-DE',
  target: ['fr-FR'],
  createdAt: '2025-01-01T00:00:00Z',
  progress: 'NEW',
  projectId: 'p1',
}));

beforeEach(() => {
  server.use(
    http.get(`${API}/projects/`, () => HttpResponse.json(projects)),
    http.get(`${API}/translationTasks/`, () => HttpResponse.json(tasks)),
  );
});

describe('ProjectsPage', () => {
  it('lists projects with languages, confidentiality and their number of orders', async () => {
    renderWithProviders(<ProjectsPage />, { user: { roles: ['orderer'] } });
    const row = (await screen.findByRole('link', { name: 'Website' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('German (Germany) → French (France)');
    expect(row).toHaveTextContent('lsp-a');
    expect(within(row).getByText('Yes')).toBeVisible();
    await waitFor(() => expect(within(row).getByRole('cell', { name: '2' })).toBeVisible());
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete project/ })).not.toBeInTheDocument();
  });

  it('shows the service message and a link to the orders when a used project cannot be deleted', async () => {
    server.use(
      http.delete(`${API}/projects/p1`, () =>
        HttpResponse.json(
          ...conflictResponse('Project p1 is still referenced by translation tasks', '/rest/api/projects/p1'),
        ),
      ),
    );
    const { user } = renderWithProviders(<ProjectsPage />, { user: { roles: ['admin'] } });
    const dialog = await openDialog(user, 'Delete project Website', 'Delete project?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert', { name: '"Website" could not be deleted' });
    expect(alert).toHaveTextContent('Project p1 is still referenced by translation tasks');
    expect(within(alert).getByRole('link', { name: 'Show the orders of this project' })).toHaveAttribute(
      'href',
      '/orders?project=p1',
    );
  });

  it('creates a project from its name and opens it', async () => {
    server.use(
      http.post(`${API}/projects/`, async ({ request }) => {
        const body = (await request.json()) as { name: string };
        return HttpResponse.json({ id: 'p9', ...body }, { status: 201 });
      }),
    );
    const { user, router } = renderWithProviders(<ProjectsPage />, {
      user: { roles: ['admin'] },
      route: paths.projects.getHref(),
      path: paths.projects.path,
      routes: [{ path: paths.project.path, element: <p>project page</p> }],
    });
    const dialog = await openDialog(user, 'New project', 'New project');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('Enter a name')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Shop');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p9'));
  });
});
