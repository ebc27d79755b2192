import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { setup, TASK_ID, registerOrderPageHooks, wireDelivery, wireTask } from './order-page.harness';

// The sections of other features have their own tests.
vi.mock('#portal/features/quotes/components/quotes-section.tsx', () => ({ QuotesSection: () => <p>Quotes here</p> }));
vi.mock('#portal/features/analysis/components/analysis-section.tsx', () => ({ AnalysisSection: () => null }));

registerOrderPageHooks();

const failedAnalysis = {
  id: 'a-1',
  translationTaskId: TASK_ID,
  createdAt: '2025-03-01T09:05:00Z',
  state: 'ERROR',
  error: {
    message: 'No source document could be read',
    documents: [{ documentId: 'doc-2', filename: 'locked.docx', error: 'The file is password-protected' }],
  },
};
const failedOrder = () =>
  wireTask({ complete: true, progress: 'PREPARATION_FAILED', sourceDocumentIds: ['doc-1', 'doc-2'] });

describe('an order named for people', () => {
  it('is titled by its first document and languages, with the reference beside it and in the tab title', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'homepage.txt into German (Germany) and French (France)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Order ${TASK_ID}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('homepage.txt into German (Germany) and French (France) · Translation Portal'),
    );
  });

  it('is titled in German, with the comment when it has no document', async () => {
    await act(() => i18n.changeLanguage('de'));
    setup({
      task: wireTask({
        sourceDocumentIds: [],
        comment: 'Frühjahrskatalog für die Händler in Österreich und der Schweiz, zweite Auflage',
      }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Frühjahrskatalog für die Händler in Österreich und der… auf Deutsch (Deutschland) und Französisch (Frankreich)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Auftrag ${TASK_ID}`)).toBeInTheDocument();
  });
});

describe('source documents', () => {
  it.each([
    ['en', 'Plain text'],
    ['de', 'Reiner Text'],
  ])('name their type in words, not as a MIME type (%s)', async (lang, words) => {
    await act(() => i18n.changeLanguage(lang));
    setup();
    const documents = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(await within(documents).findByRole('cell', { name: words })).toBeInTheDocument();
    expect(within(documents).queryByText('text/plain')).not.toBeInTheDocument();
  });
});

describe('a failed preparation', () => {
  it('names the file and why, promises no quotes, and offers to order again without it or with a replacement', async () => {
    setup({ task: failedOrder(), analyses: [failedAnalysis] });
    const failure = await screen.findByRole('region', { name: 'The order could not be prepared' });
    expect(await within(failure).findByText('locked.docx')).toBeInTheDocument();
    expect(failure).toHaveTextContent('locked.docx: The file is password-protected');
    expect(failure).toHaveTextContent('No quotes were requested and nothing is charged.');
    expect(within(failure).getByRole('link', { name: 'Order again without locked.docx' })).toHaveAttribute(
      'href',
      `/orders/new?from=${TASK_ID}&without=doc-2`,
    );
    expect(within(failure).getByRole('link', { name: 'Order again with a replaced file' })).toHaveAttribute(
      'href',
      `/orders/new?from=${TASK_ID}&without=doc-2&replace=1`,
    );
    // Nothing on the page still speaks of quotes.
    expect(screen.queryByText('Quotes here')).not.toBeInTheDocument();
  });

  it('says the same in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    setup({ task: failedOrder(), analyses: [failedAnalysis] });
    const failure = await screen.findByRole('region', { name: 'Der Auftrag konnte nicht vorbereitet werden' });
    expect(await within(failure).findByText('locked.docx')).toBeInTheDocument();
    expect(within(failure).getByRole('link', { name: 'Erneut bestellen ohne locked.docx' })).toBeInTheDocument();
    expect(within(failure).getByRole('link', { name: 'Erneut bestellen mit ersetzter Datei' })).toBeInTheDocument();
  });
});

describe('delete and cancel', () => {
  it('each say what they do', async () => {
    setup({ task: wireTask({ complete: true, progress: 'IN_PREPARATION' }) });
    expect(await screen.findByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      /^Delete removes the order completely, as if it had never been created/,
    );
    expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveAccessibleDescription(
      /^Cancel order stops it at the vendors/,
    );
  });

  it('each say what they do in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    setup({ task: wireTask({ complete: true, progress: 'IN_PREPARATION' }) });
    expect(await screen.findByRole('button', { name: 'Löschen' })).toHaveAccessibleDescription(
      /^Löschen entfernt den Auftrag vollständig/,
    );
    expect(screen.getByRole('button', { name: 'Auftrag stornieren' })).toHaveAccessibleDescription(
      /^Stornieren beendet den Auftrag bei den Dienstleistern/,
    );
  });
});

describe('a delivered order', () => {
  it('shows its downloads first, the order details and the quotes with them, below', async () => {
    setup({
      task: wireTask({ complete: true, progress: 'TRANSLATION_DELIVERED' }),
      deliveries: [{ ...wireDelivery('d-1', 'de-DE', 'DELIVERED'), targetDocumentIds: ['t-1'] }],
      targetDocuments: [{ id: 't-1', filename: 'homepage.txt', length: 10, contentType: 'text/plain' }],
    });
    // The sections come in their own chunk, after the first paint; a delivered order's downloads come first, and
    // the order's facts, the quotes and the rest come with them, below: nothing shown is pushed down the screen.
    const deliveries = await screen.findByRole('region', { name: 'Deliveries' }, { timeout: 10_000 });
    const details = await screen.findByRole('region', { name: 'Order details' }, { timeout: 5_000 });
    expect(within(deliveries).getByRole('button', { name: 'Download homepage.de-DE.txt' })).toBeVisible();
    const quotes = await screen.findByText('Quotes here');
    const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(deliveries, details)).toBe(true);
    expect(before(deliveries, quotes)).toBe(true);
  });
});
