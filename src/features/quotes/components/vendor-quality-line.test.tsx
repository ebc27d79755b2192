/** Beside each quote (server mode): the vendor's review quality for the pair, and nothing for a vendor without. */
import { screen } from '@testing-library/react';
import type { QualityFacts } from '#portal-contract/reviews';
import { buildQuote } from '#test-support/factories/quote';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { QuotesTable } from './quotes-table';
import { lingua, northwind, rowOf } from './quotes-fixture.harness';

const facts: QualityFacts = {
  vendor: lingua.supplierName,
  sourceLanguage: 'en-US',
  targetLanguage: 'de-DE',
  reviews: 4,
  confidentReviews: 4,
  hidden: false,
  meanScore: '91.25',
  passRate: 0.75,
  reworkRate: 0.25,
};

it('shows the vendor’s mean review score and share passed beside its quote', () => {
  renderWithProviders(
    <>
      <h3 id="de">German</h3>
      <QuotesTable
        quotes={[
          buildQuote({ ...lingua, id: 'q-l', number: 'LS-1' }),
          buildQuote({ ...northwind, id: 'q-n', number: 'NW-1' }),
        ]}
        labelledBy="de"
        now={Date.parse('2026-11-28T12:00:00Z')}
        actions={null}
        quality={new Map([[lingua.supplierName, facts]])}
      />
    </>,
  );
  const table = screen.getByRole('table', { name: 'German' });
  expect(rowOf(table, 'LS-1')).toHaveTextContent('reviews: mean score 91.25, 75% passed (4)');
  expect(rowOf(table, 'NW-1')).not.toHaveTextContent('reviews:');
});
