/** The vendors' review quality: figures per vendor and pair, none below the minimum of reviews. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { QualityFacts } from '#portal-contract/reviews';
import { server } from '#portal/test/msw-server.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { VendorQuality } from './vendor-quality';

const facts = (vendor: string, figures: Partial<QualityFacts>): QualityFacts => ({
  vendor,
  sourceLanguage: 'en-US',
  targetLanguage: 'de-DE',
  reviews: 4,
  confidentReviews: 4,
  hidden: false,
  meanScore: '91.25',
  passRate: 0.75,
  reworkRate: 0.25,
  ...figures,
});

it('shows each vendor’s mean score and shares, and no figures below the minimum of reviews', async () => {
  const asked: string[] = [];
  server.use(
    http.get('*/bff/quality/facts', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({
        minimumReviews: 3,
        facts: [
          facts('Lingua Services GmbH', {}),
          facts('Polyglot AG', {
            reviews: 1,
            confidentReviews: 1,
            hidden: true,
            meanScore: null,
            passRate: null,
            reworkRate: null,
          }),
        ],
      });
    }),
  );
  renderWithProviders(<VendorQuality from="2026-09-01" to="2026-11-28" />, { config: SERVER_MODE });
  const table = await screen.findByRole('table', { name: 'Review quality' });
  const lingua = within(table).getByRole('row', { name: /^Lingua Services GmbH/ });
  expect(lingua).toHaveTextContent('English (United States) → German (Germany)');
  expect(lingua).toHaveTextContent('91.25');
  expect(lingua).toHaveTextContent('75%');
  expect(lingua).toHaveTextContent('25%');
  expect(within(table).getByRole('row', { name: /^Polyglot AG/ })).toHaveTextContent(
    'Fewer than 3 reviews: too few to judge',
  );
  expect(asked).toEqual(['?from=2026-09-01&to=2026-11-28']);
});
