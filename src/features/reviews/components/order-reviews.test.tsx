/** The order's reviews for the orderer: what a rework verdict leads to, post-editing or ordering again. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildDelivery } from '#test-support/factories/delivery';
import { buildReview, buildReviewIssue } from '#portal/test/reviews.harness.ts';
import { buildTask } from '#test-support/factories/task';
import { server } from '#portal/test/msw-server.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import OrderReviews from './order-reviews';

const submitted = buildReview([buildReviewIssue()], 1250, {
  status: 'submitted',
  submittedAt: '2026-11-28T11:00:00Z',
  verdict: 'rework-needed',
  deliveryId: 'dl1',
});
const ORDERER = { sub: 'u-olivia', name: 'Olivia Orderer', roles: ['orderer' as const] };

function serve(instant: boolean) {
  const patches: unknown[] = [];
  const delivered = buildDelivery({ id: 'dl1', state: 'DELIVERED', targetDocumentIds: ['doc-de'] });
  server.use(
    http.get('*/bff/reviews', () => HttpResponse.json({ reviews: [submitted] })),
    http.get('*/translationDeliveries/dl1', () => HttpResponse.json(delivered)),
    http.patch('*/translationDeliveries/dl1', async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json({ ...delivered, postEditing: true });
    }),
  );
  const task = buildTask({
    id: 't1',
    features: instant ? ['instant'] : [],
    progress: 'TRANSLATION_DELIVERED',
  });
  return { patches, task };
}

it('offers the orderer to order a translation again with the review’s issues after a rework verdict', async () => {
  const { task } = serve(false);
  renderWithProviders(<OrderReviews task={task} />, { config: SERVER_MODE, user: ORDERER });
  const review = await screen.findByRole('article', { name: 'German (Germany)' });
  expect(review).toHaveTextContent('Rework needed');
  const link = await within(review).findByRole('link', { name: 'Order German (Germany) again with the issues' });
  expect(link).toHaveAttribute('href', '/orders/new?from=t1&review=r1');
  expect(within(review).queryByRole('button', { name: 'Order post-editing' })).not.toBeInTheDocument();
});

it('offers post-editing of a machine translation instead, asked for first', async () => {
  const { task, patches } = serve(true);
  const { user } = renderWithProviders(<OrderReviews task={task} />, { config: SERVER_MODE, user: ORDERER });
  const review = await screen.findByRole('article', { name: 'German (Germany)' });
  await user.click(await within(review).findByRole('button', { name: 'Order post-editing' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Request post-editing' }));
  await vi.waitFor(() => expect(patches).toEqual([{ postEditing: true }]));
  expect(await within(review).findByText(/^Post-editing of German \(Germany\) is ordered/)).toBeInTheDocument();
  expect(within(review).queryByRole('link', { name: /again with the issues/ })).not.toBeInTheDocument();
  expect(within(review).queryByRole('button', { name: 'Order post-editing' })).not.toBeInTheDocument();
});
