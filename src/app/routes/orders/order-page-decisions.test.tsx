/** The order page tells which languages need the orderer's decision and where each language is, in English and German. */
import { act, screen, within } from '@testing-library/react';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { registerOrderPageHooks, setup, TASK_ID, wireDelivery, wireTask } from './order-page.harness';

// The sections below the fold have their own tests; the page's heading targets stand in for them.
vi.mock('#portal/features/quotes/components/quotes-section.tsx', () => ({
  QuotesSection: () => (
    <>
      <h3 id="quotes-fr-FR" tabIndex={-1}>
        French quotes
      </h3>
      <h3 id="quotes-es-ES" tabIndex={-1}>
        Spanish quotes
      </h3>
    </>
  ),
}));
vi.mock('#portal/features/analysis/components/analysis-section.tsx', () => ({ AnalysisSection: () => null }));

registerOrderPageHooks();
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const LINGUA = {
  lspVendorId: 'lsp-lingua',
  lspVendorName: 'Lingua Services GmbH',
  supplierName: 'Lingua Services GmbH',
};
const POLYGLOT = { lspVendorId: 'lsp-polyglot', lspVendorName: 'Polyglot AG', supplierName: 'Polyglot AG' };

/**
 * German ordered from Lingua (confirmed, being translated); French and Spanish quoted by Lingua; Polyglot quoted
 * French and made no offer for Spanish. The service reports the order as ORDER_CONFIRMED.
 */
function threeLanguages() {
  const vendor = (v: typeof LINGUA, target: string, quote?: Record<string, unknown>) => {
    const { supplierName, ...enquiryVendor } = v;
    const enquiry = buildEnquiry({ ...enquiryVendor, target, translationTaskId: TASK_ID, quotesFetched: true });
    const quotes = quote
      ? [buildQuote({ supplierName, target, tapQuoteEnquiryId: enquiry.id, translationTaskId: TASK_ID, ...quote })]
      : [];
    return { enquiry, quotes };
  };
  const answers = [
    vendor(LINGUA, 'de-DE', { state: 'ACCEPTED', orderNumber: 'LS-O-2026-00001' }),
    vendor(LINGUA, 'fr-FR', {}),
    vendor(POLYGLOT, 'fr-FR', {}),
    vendor(LINGUA, 'es-ES', {}),
    vendor(POLYGLOT, 'es-ES'),
  ];
  return setup({
    task: wireTask({
      target: ['de-DE', 'fr-FR', 'es-ES'],
      complete: true,
      preparationComplete: true,
      progress: 'ORDER_CONFIRMED',
    }),
    enquiries: answers.map((a) => a.enquiry),
    quotes: answers.flatMap((a) => a.quotes),
    deliveries: [wireDelivery('d-de', 'de-DE', 'NEW')],
  });
}

describe('decisions on the order page', () => {
  it('says how many languages need a decision, links to their quotes, and never calls the order "In translation"', async () => {
    const { user } = threeLanguages();
    const banner = await screen.findByRole(
      'heading',
      { level: 2, name: '2 of 3 languages need your decision' },
      { timeout: 30_000 },
    );
    const alert = banner.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('nothing is charged until you accept a quote');
    const french = within(alert).getByRole('link', { name: 'French (France): quotes from 2 vendors' });
    // This page's own address with the fragment (a bare fragment would resolve against the <base href>).
    expect(french).toHaveAttribute('href', `/orders/${TASK_ID}#quotes-fr-FR`);
    expect(within(alert).getByRole('link', { name: 'Spanish (Spain): a quote from 1 vendor' })).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Order details' });
    const status = within(details).getByText('Status').closest('div') as HTMLElement;
    expect(status).toHaveTextContent('Quotes ready – choose one');
    expect(status).not.toHaveTextContent(/^In translation/);
    const lines = within(status)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'German (Germany):In translation',
      'French (France):Quotes ready – choose one',
      'Spanish (Spain):Quotes ready – choose one',
    ]);

    await user.click(french);
    expect(await screen.findByRole('heading', { name: 'French quotes' })).toHaveFocus();
  });

  it('says the same in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    threeLanguages();
    const banner = await screen.findByRole(
      'heading',
      { level: 2, name: '2 von 3 Sprachen warten auf Ihre Entscheidung' },
      { timeout: 30_000 },
    );
    const alert = banner.closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert).getByRole('link', { name: 'Französisch (Frankreich): Angebote von 2 Dienstleistern' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Auftragsdetails' });
    const status = within(details).getByText('Status').closest('div') as HTMLElement;
    expect(status).toHaveTextContent('Angebote liegen vor – bitte eines wählen');
    expect(status).toHaveTextContent('Deutsch (Deutschland):In Übersetzung');
  });

  it('shows no banner to a reviewer, who does not decide', async () => {
    setup({
      task: wireTask({ complete: true, preparationComplete: true, progress: 'COMPLETE_AND_PREPARED' }),
      user: { roles: ['reviewer'] },
    });
    expect(await screen.findByRole('region', { name: 'Order details' })).toBeInTheDocument();
    expect(screen.queryByText(/need your decision/)).not.toBeInTheDocument();
  });
});
