import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Task } from '#contract/task';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { openDialog } from '#portal/test/page-queries.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { DeliveriesSection } from './deliveries-section';
import { buildTask } from '#test-support/factories/task';

// jsdom cannot save files; what would be saved is what the user gets.
vi.mock('#portal/lib/save-blob.ts', () => ({ saveBlob: vi.fn() }));

/** A placed order for German and French. */
const task = (overrides: Record<string, unknown> = {}): Task =>
  buildTask({
    target: ['de-DE', 'fr-FR'],
    createdAt: '2025-03-01T09:00:00Z',
    complete: true,
    progress: 'ORDER_CONFIRMED',
    sourceDocumentIds: ['s1'],
    ...overrides,
  });

const targetDocument = {
  id: 'doc-de',
  filename: 'homepage.txt',
  length: 1536,
  contentType: 'text/plain',
  uploadDate: '2025-03-02T10:15:00Z',
  metadata: { type: 'target', targetLanguage: 'de-DE' },
};

function setup(t: Task, deliveries: unknown[], user?: { roles: ('orderer' | 'reviewer')[] }) {
  server.use(
    http.get(`${API}/translationTasks/t1/translationDeliveries`, () => HttpResponse.json(deliveries)),
    http.get(`${API}/translationTasks/t1/targetDocuments`, () => HttpResponse.json([targetDocument])),
  );
  return renderWithProviders(<DeliveriesSection task={t} />, user ? { user } : {});
}

const delivered = {
  id: 'd-de',
  state: 'DELIVERED',
  target: 'de-DE',
  translationTaskId: 't1',
  targetDocumentIds: ['doc-de'],
};
const pending = {
  id: 'd-fr',
  state: 'NEW',
  target: 'fr-FR',
  postEditing: true,
  translationTaskId: 't1',
  targetDocumentIds: [],
};

beforeEach(() => {
  vi.mocked(saveBlob).mockClear();
});

afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

describe('DeliveriesSection', () => {
  it('shows one row per language with its state, post-editing marker and documents', async () => {
    setup(task(), [delivered, pending]);
    const german = await screen.findByRole('article', { name: 'German (Germany) (de-DE)' });
    expect(within(german).getByText('Delivered')).toBeInTheDocument();
    const table = await within(german).findByRole('table', { name: 'Documents in German (Germany) (de-DE)' });
    // The name carries the language it is saved under; a phone shows size and date under it.
    expect(within(table).getByRole('cell', { name: /^homepage\.de-DE\.txt 1\.5\s*kB · Mar 2, 2025/ })).toBeVisible();
    expect(within(table).getByRole('cell', { name: /^1\.5\s*kB$/ })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: /^Mar 2, 2025/ })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Compare homepage.de-DE.txt with its source' })).toHaveAttribute(
      'href',
      '/orders/t1/deliveries/d-de/compare?document=doc-de',
    );
    expect(
      within(german).getByRole('button', { name: 'Download all documents in German (Germany) (de-DE)' }),
    ).toBeInTheDocument();

    const french = screen.getByRole('article', { name: 'French (France) (fr-FR)' });
    expect(within(french).getByText('In translation')).toBeInTheDocument();
    expect(within(french).getByText('Post-editing')).toBeInTheDocument();
    expect(
      within(french).getByText('The documents can be downloaded once this language is delivered.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download everything (zip)' })).toBeInTheDocument();
  });

  it('is hidden for a draft and says "no deliveries yet" for an order without any', async () => {
    const { unmount } = renderWithProviders(<DeliveriesSection task={task({ complete: false, progress: 'NEW' })} />);
    expect(screen.queryByRole('region', { name: 'Deliveries' })).not.toBeInTheDocument();
    unmount();

    setup(task({ progress: 'COMPLETE_AND_PREPARED' }), []);
    const section = await screen.findByRole('region', { name: 'Deliveries' });
    expect(await within(section).findByRole('heading', { name: 'No deliveries yet' })).toBeInTheDocument();
  });

  it('reports a failed download and succeeds on retry, saving the file under its name with the language', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/documents/doc-de/content`, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ message: 'Storage offline' }, { status: 500 });
        return new HttpResponse('[de-DE] Ŵéļçóɱé', {
          headers: { 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment; filename="homepage.txt"' },
        });
      }),
    );
    const { user } = setup(task(), [delivered]);
    await user.click(await screen.findByRole('button', { name: 'Download homepage.de-DE.txt' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('homepage.de-DE.txt could not be downloaded');
    expect(alert).toHaveTextContent('Storage offline');
    expect(saveBlob).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe('homepage.de-DE.txt');
    expect(await blob?.text()).toBe('[de-DE] Ŵéļçóɱé');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads everything as the service zip under its own name', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/translationTasks/t1/targetDocuments/content`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="translation-task-t1.zip"',
          },
        });
      }),
    );
    const { user } = setup(task(), [delivered]);
    await user.click(await screen.findByRole('button', { name: 'Download everything (zip)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]?.[1]).toBe('translation-task-t1.zip');
    expect(authorization).toBe('Bearer tok');
  });

  it('requests post-editing of an instant translation after a confirmation', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${API}/translationDeliveries/d-de`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...delivered, postEditing: true });
      }),
    );
    const { user } = setup(task({ features: ['instant'], progress: 'TRANSLATION_DELIVERED' }), [delivered]);
    const dialog = await openDialog(
      user,
      'Request post-editing for German (Germany) (de-DE)',
      'Request post-editing for German (Germany) (de-DE)?',
    );
    expect(dialog).toHaveTextContent('Quotes are requested from the vendors for this language');
    expect(dialog).toHaveTextContent('once you accept one of them');
    await user.click(within(dialog).getByRole('button', { name: 'Request post-editing' }));
    expect(
      await screen.findByText(
        'Post-editing requested for German (Germany) (de-DE). Its quotes will appear in the quotes section.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ postEditing: true }]);
  });

  it('lets reviewers download but not order post-editing', async () => {
    setup(task({ features: ['instant'], progress: 'TRANSLATION_DELIVERED' }), [delivered], { roles: ['reviewer'] });
    expect(await screen.findByRole('button', { name: 'Download homepage.de-DE.txt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request post-editing/ })).not.toBeInTheDocument();
  });

  it('saves every file of a language with the language in its name, in German too', async () => {
    server.use(
      http.get(`${API}/documents/doc-de/content`, () =>
        HttpResponse.text('[de-DE] Ŵéļçóɱé', {
          headers: { 'Content-Disposition': 'attachment; filename="homepage.txt"' },
        }),
      ),
    );
    await act(() => i18n.changeLanguage('de'));
    const { user } = setup(task(), [delivered]);
    const german = await screen.findByRole('article', { name: 'Deutsch (Deutschland) (de-DE)' });
    expect(await within(german).findByRole('button', { name: 'homepage.de-DE.txt herunterladen' })).toBeVisible();
    await user.click(
      within(german).getByRole('button', { name: 'Alle herunterladen: Dokumente auf Deutsch (Deutschland) (de-DE)' }),
    );
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]?.[1]).toBe('homepage.de-DE.txt');
  });
});
