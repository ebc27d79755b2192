/** A review in the compare view: started on request, the score following each mark at once, the verdict's rules. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { IssueInput, Review, ReviewIssue } from '#portal-contract/reviews';
import { DEFAULT_QUALITY_SETTINGS } from '#portal-contract/quality-profiles';
import { server } from '#portal/test/msw-server.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { DeliveryReview, type ReviewedRow } from './delivery-review';

const ROWS: ReviewedRow[] = [
  { id: 'u1', label: '¶ 1', target: 'Willkommen bei ACME.' },
  { id: 'u2', label: '¶ 2', target: 'Wir bauen Werkzeuge.' },
];
const REVIEWER = { sub: 'u-rita', name: 'Rita Reviewer' };

const issue = (id: string, severity: ReviewIssue['severity'], segmentKey = 'u2'): ReviewIssue => ({
  id,
  documentId: 'doc-de',
  segmentKey,
  segmentIndex: segmentKey === 'u1' ? 0 : 1,
  dimension: 'accuracy',
  subcategory: null,
  severity,
  targetSpan: { start: 0, end: 3 },
  sourceSpan: null,
  comment: '',
  suggestedFix: '',
  status: 'open',
  previousIssueId: null,
  createdBy: REVIEWER,
  createdAt: '2026-11-28T10:00:00Z',
  updatedAt: '2026-11-28T10:00:00Z',
  comments: [],
});

/** A draft over 1,250 evaluated words (the MQM documentation's example), or as many as given. */
const draft = (issues: ReviewIssue[] = [], words = 1250): Review => ({
  id: 'r1',
  taskId: 't1',
  deliveryId: 'd1',
  projectId: 'p1',
  sourceLanguage: 'en-US',
  targetLanguage: 'de-DE',
  vendor: 'Lingua Services GmbH',
  version: 1,
  status: 'draft',
  supersedesId: null,
  previousReviewId: null,
  profile: {
    id: 'qp1',
    projectId: null,
    version: 1,
    disabled: false,
    settings: DEFAULT_QUALITY_SETTINGS,
    publishedAt: '2026-11-01T00:00:00Z',
    publishedBy: { sub: 'u-adam', name: 'Adam Admin' },
  },
  reviewer: REVIEWER,
  startedAt: '2026-11-28T09:00:00Z',
  submittedAt: null,
  verdict: null,
  reason: null,
  score: {
    evaluatedWords: words,
    countedOn: 'source',
    penalty: '0.00',
    normedPenalty: '0.00',
    rawScore: '100.00',
    calibratedScore: '100.00',
    passed: true,
    failedByCritical: false,
    lowConfidence: false,
    issues: { neutral: 0, minor: 0, major: 0, critical: 0 },
  },
  override: null,
  passed: true,
  issues,
});

function renderReview() {
  return renderWithProviders(
    <DeliveryReview
      taskId="t1"
      deliveryId="d1"
      documentId="doc-de"
      rows={ROWS}
      canReview
      renderTable={(tools) => (
        <ul aria-label="Segments">
          {ROWS.map((row) => (
            <li key={row.id}>
              {row.label} {row.target}
              {tools?.render(row, row.label)}
            </li>
          ))}
        </ul>
      )}
    />,
    { config: SERVER_MODE, user: { ...REVIEWER, roles: ['reviewer'] } },
  );
}

describe('the review of a delivery', () => {
  it('starts when the reviewer asks, with the profile frozen and a score of 100', async () => {
    const started: unknown[] = [];
    server.use(
      http.get('*/bff/reviews', () => HttpResponse.json({ reviews: started.length > 0 ? [draft()] : [] })),
      http.post('*/bff/reviews', async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json(draft(), { status: 201 });
      }),
    );
    const { user } = renderReview();
    expect(await screen.findByText(/Mark each issue on its segment/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark an issue/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the review' }));

    expect(await screen.findByTestId('review-score')).toHaveTextContent('100.00');
    const panel = screen.getByRole('region', { name: 'Quality review' });
    expect(panel).toHaveTextContent('a translation passes at up to 10 penalty points per 1,000 words');
    expect(started).toEqual([{ deliveryId: 'd1' }]);
    expect(screen.getAllByRole('button', { name: /^Mark an issue in/ })).toHaveLength(2);
  });

  it('scores a mark at once, before the server answers: one major and four minor in 1,250 words pass at 92.80', async () => {
    const sent: IssueInput[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const minors = ['i1', 'i2', 'i3', 'i4'].map((id) => issue(id, 'minor'));
    server.use(
      http.get('*/bff/reviews', () => HttpResponse.json({ reviews: [draft(minors)] })),
      http.post('*/bff/reviews/r1/issues', async ({ request }) => {
        sent.push((await request.json()) as IssueInput);
        await answered;
        return HttpResponse.json({ issue: issue('i5', 'major', 'u1'), score: null });
      }),
    );
    const { user } = renderReview();
    await screen.findByTestId('review-score');
    const panel = screen.getByRole('region', { name: 'Quality review' });
    expect(within(panel).getByTestId('review-score')).toHaveTextContent('96.80');

    await user.click(screen.getByRole('button', { name: 'Mark an issue in ¶ 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark an issue in ¶ 1' });
    await user.click(within(dialog).getByText('3 Major'));
    await user.type(within(dialog).getByLabelText('Comment'), 'Wrong company name.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark issue' }));

    // APT 9, 7.2 per 1,000 words: raw 99.28, calibrated 92.80 at allowance 10, a pass.
    expect(within(panel).getByTestId('review-score')).toHaveTextContent('92.80');
    expect(panel).toHaveTextContent('Pass');
    expect(panel).toHaveTextContent('99.28');
    expect(sent).toEqual([
      expect.objectContaining({
        documentId: 'doc-de',
        segmentKey: 'u1',
        severity: 'major',
        dimension: 'accuracy',
        comment: 'Wrong company name.',
        targetSpan: { start: 0, end: 'Willkommen bei ACME.'.length },
      }),
    ]);
    answer();
    expect(await screen.findByRole('region', { name: /^Issues/ })).toBeInTheDocument();
  });

  it('fails on a critical issue within the allowance, and asks for a reason to reject and an issue to ask for rework', async () => {
    const verdicts: unknown[] = [];
    server.use(
      http.get('*/bff/reviews', () => HttpResponse.json({ reviews: [draft([issue('c1', 'critical')], 5000)] })),
      http.post('*/bff/reviews/r1/verdict', async ({ request }) => {
        verdicts.push(await request.json());
        return HttpResponse.json({ ...draft([issue('c1', 'critical')]), status: 'submitted', verdict: 'reject' });
      }),
    );
    const { user } = renderReview();
    await screen.findByTestId('review-score');
    const panel = screen.getByRole('region', { name: 'Quality review' });
    // 25 points in 5,000 words: 5 per 1,000 words, within the allowance (calibrated 95.00), but critical.
    expect(within(panel).getByTestId('review-score')).toHaveTextContent('95.00');
    expect(panel).toHaveTextContent('Fail: critical issue');

    await user.click(within(panel).getByRole('radio', { name: 'Reject' }));
    await user.click(within(panel).getByRole('button', { name: 'Submit the review' }));
    expect(await within(panel).findByText('Say why the translation is rejected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(within(panel).getByLabelText(/^Reason/), 'Safety warning missing.');
    await user.click(within(panel).getByRole('button', { name: 'Submit the review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit this review?' });
    await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(verdicts).toEqual([{ verdict: 'reject', reason: 'Safety warning missing.' }]));
  });

  it('does not ask for rework without an issue to rework', async () => {
    server.use(http.get('*/bff/reviews', () => HttpResponse.json({ reviews: [draft()] })));
    const { user } = renderReview();
    await screen.findByTestId('review-score');
    const panel = screen.getByRole('region', { name: 'Quality review' });
    await user.click(within(panel).getByRole('radio', { name: 'Rework needed' }));
    await user.click(within(panel).getByRole('button', { name: 'Submit the review' }));
    expect(await within(panel).findByText(/Rework needs the issues to rework/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
