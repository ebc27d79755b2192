import { act, screen, within } from '@testing-library/react';
import { buildDelivery } from '#test-support/factories/delivery';
import { buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask } from '#test-support/factories/task';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { serveQuotes } from './quotes-fixture.harness';
import { QuotesSection } from './quotes-section';

/** German delivered from the accepted quote; French still to decide. */
function renderDelivered() {
  const quotes = [
    buildQuote({ id: 'q-de', number: 'DE-1', target: 'de-DE', state: 'ACCEPTED', orderNumber: 'ORD-1' }),
    buildQuote({ id: 'q-de2', number: 'DE-2', target: 'de-DE', state: 'REJECTED', supplierName: 'Northwind' }),
    buildQuote({ id: 'q-fr', number: 'FR-1', target: 'fr-FR' }),
  ];
  serveQuotes(quotes);
  const task = buildQuotingTask({ id: 't1', progress: 'TRANSLATION_DELIVERED' });
  const deliveries = [buildDelivery({ id: 'd-de', target: 'de-DE', state: 'DELIVERED', translationTaskId: 't1' })];
  return renderWithProviders(<QuotesSection task={task} deliveries={deliveries} />);
}

describe('decided quotes of a delivered language', () => {
  it('fold away behind a button that shows them again; undecided languages stay open', async () => {
    const { user } = renderDelivered();
    const german = await screen.findByRole('region', { name: /German \(Germany\)/ }, { timeout: 10_000 });
    expect(within(german).queryByRole('table')).not.toBeInTheDocument();
    const show = within(german).getByRole('button', { name: 'Show all 2 quotes for German (Germany)' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show).toHaveTextContent('Show all 2 quotes');
    const french = screen.getByRole('region', { name: /French \(France\)/ });
    expect(within(french).getByRole('table')).toBeInTheDocument();

    await user.click(show);
    expect(await within(german).findByRole('table')).toBeInTheDocument();
    expect(within(german).getByRole('button', { name: 'Hide the quotes for German (Germany)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('say so in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { user } = renderDelivered();
    const german = await screen.findByRole('region', { name: /Deutsch \(Deutschland\)/ }, { timeout: 10_000 });
    await user.click(within(german).getByRole('button', { name: 'Alle 2 Angebote für Deutsch (Deutschland) zeigen' }));
    expect(await within(german).findByRole('table')).toBeInTheDocument();
    expect(within(german).getByRole('button', { name: 'Angebote für Deutsch (Deutschland) ausblenden' })).toBeVisible();
  });
});
