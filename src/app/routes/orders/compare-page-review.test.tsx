import { act, screen, within } from '@testing-library/react';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { serveDocuments, type ServedDocument } from '#portal/test/document-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as ComparePage } from './compare-page';
import { paths } from '#portal/lib/paths.ts';

const text = (id: string, content: string, metadata?: Record<string, string>): ServedDocument => ({
  id,
  filename: 'page.txt',
  contentType: 'text/plain',
  content,
  ...(metadata ? { metadata } : {}),
});

/** A delivery in review until the service approves it by itself; the order's contact is pm@example.com. */
function serveInReview() {
  serveDocuments({
    sources: [text('s1', 'Hello world\n\nSecond line')],
    targets: [text('x1', 'Hallo Welt\n\nZweite Zeile', { type: 'target', sourceDocumentId: 's1' })],
    contact: 'pm@example.com',
    reviews: [
      {
        id: 'r1',
        deliveryId: 'dl1',
        target: 'de-DE',
        state: 'IN_REVIEW',
        createdAt: '2025-03-02T09:00:00Z',
        autoApprovalAt: '2025-03-02T09:01:30Z',
      },
    ],
  });
  return renderWithProviders(<ComparePage />, {
    path: paths.compare.path,
    user: { roles: ['reviewer'] },
    route: paths.compare.getHref('t1', 'dl1'),
  });
}

describe('the reviewer on the compare page', () => {
  it('reads since when the delivery is in review and when the service approves it by itself', async () => {
    serveInReview();
    expect(
      await screen.findByText(
        'In review since Mar 2, 2025, 9:00 AM. Unless a problem is reported, the service approves it by itself on Mar 2, 2025, 9:01 AM.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('“Report a problem” writes an e-mail to the order’s contact, pm@example.com.'),
    ).toBeVisible();
  });

  it('reports a problem with a unit by mail to the order contact, naming order, file and the unit’s place', async () => {
    serveInReview();
    const table = await screen.findByRole('table', { name: 'page.txt: source and translation' }, { timeout: 15_000 });
    const link = within(table).getByRole('link', { name: 'Report a problem with Line 3' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('pm@example.com');
    expect(href.searchParams.get('subject')).toBe('Problem in order t1: page.de-DE.txt, Line 3');
    expect(href.searchParams.get('body')).toBe(
      [
        'Order: t1 (http://localhost:3000/orders/t1)',
        'File: page.de-DE.txt (de-DE)',
        'Place: Line 3 (unit line-3)',
        'Source: Second line',
        'Translation: Zweite Zeile',
        '',
        'The problem:',
        '',
      ].join('\r\n'),
    );
  });

  it('says both in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    serveInReview();
    expect(
      await screen.findByText(
        'In Prüfung seit 02.03.2025, 09:00. Wird kein Problem gemeldet, gibt der Dienst sie am 02.03.2025, 09:01 selbst frei.',
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /page\.txt/ }, { timeout: 15_000 });
    const link = within(table).getByRole('link', { name: 'Problem bei Line 3 melden' });
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('subject')).toBe(
      'Problem in Auftrag t1: page.de-DE.txt, Line 3',
    );
  });
});
