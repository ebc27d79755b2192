/** A review in the compare view: started on request, the score following each mark at once, the verdict's rules. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { IssueInput, IssuePatch, ReviewChanges, ReviewIssue } from '#portal-contract/reviews';
import { buildReview, buildReviewIssue } from '#portal/test/reviews.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { DeliveryReview, type ReviewedRow } from './delivery-review';

const ROWS: ReviewedRow[] = [
  { id: 'u1', label: '¶ 1', target: 'Willkommen bei ACME.' },
  { id: 'u2', label: '¶ 2', target: 'Wir bauen Werkzeuge.' },
];
const REVIEWER = { sub: 'u-rita', name: 'Rita Reviewer' };
const issue = (id: string, severity: ReviewIssue['severity'], segmentKey = 'u2') =>
  buildReviewIssue({ id, severity, segmentKey, segmentIndex: segmentKey === 'u1' ? 0 : 1 });
/** A draft over 1,250 evaluated words (the MQM documentation's example), or as many as given. */
const draft = (issues: ReviewIssue[] = [], words = 1250) => buildReview(issues, words);

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

describe('the review of a new delivery of the language', () => {
  const carried = (): ReviewIssue => ({ ...issue('n1', 'major'), previousIssueId: 'old-1' });
  const next = (issues: ReviewIssue[]) => ({ ...draft(issues), id: 'r2', version: 2, previousReviewId: 'r1' });
  const CHANGES: ReviewChanges = {
    previousReviewId: 'r1',
    documents: [
      {
        documentId: 'doc-de',
        previousDocumentId: 'doc-de-old',
        changed: [
          { segmentKey: 'u2', segmentIndex: 1, before: 'Wir machen Werkzeuge.', after: 'Wir bauen Werkzeuge.' },
        ],
        removed: 0,
      },
    ],
  };

  it('shows the changed segments with the changed words, and confirms an issue of the last review fixed', async () => {
    const patches: IssuePatch[] = [];
    server.use(
      http.get('*/bff/reviews', () => HttpResponse.json({ reviews: [next([carried()])] })),
      http.get('*/bff/reviews/r2/changes', () => HttpResponse.json(CHANGES)),
      http.patch('*/bff/reviews/r2/issues/n1', async ({ request }) => {
        const patch = (await request.json()) as IssuePatch;
        patches.push(patch);
        return HttpResponse.json({ issue: { ...carried(), ...patch }, score: draft().score });
      }),
    );
    const { user } = renderReview();
    const changes = await screen.findByRole('region', { name: 'Since the last delivery' });
    expect(changes).toHaveTextContent('1 issue of the last review is carried over');
    expect(await within(changes).findByText(/1 segment's translation changed/)).toBeInTheDocument();
    const change = within(changes).getByRole('article', { name: '¶ 2' });
    expect(change.querySelector('del')).toHaveTextContent(/^machen$/);
    expect(change.querySelector('ins')).toHaveTextContent(/^bauen$/);
    expect(change).toHaveTextContent('Before: Wir machen Werkzeuge.');
    expect(change).toHaveTextContent('Now: Wir bauen Werkzeuge.');
    expect(within(screen.getByRole('list', { name: 'Segments' })).getByText('Changed')).toBeInTheDocument();

    // A major in 1,250 words: 96.00; confirmed fixed, it no longer counts.
    const panel = screen.getByRole('region', { name: 'Quality review' });
    expect(within(panel).getByTestId('review-score')).toHaveTextContent('96.00');
    const card = screen.getByRole('article', { name: /^¶ 2: Accuracy/ });
    expect(card).toHaveTextContent('From the last delivery');
    await user.click(within(card).getByRole('button', { name: 'Fixed' }));
    expect(within(panel).getByTestId('review-score')).toHaveTextContent('100.00');
    await vi.waitFor(() => expect(patches).toEqual([{ status: 'fixed' }]));
    expect(within(card).getByRole('button', { name: 'Undo: ask again' })).toBeInTheDocument();
    expect(screen.queryByText(/carried over/)).not.toBeInTheDocument();
  });

  it('offers a review of the new delivery where the last review is of documents delivered before', async () => {
    const started: unknown[] = [];
    const reviewed = { ...draft(), status: 'submitted' as const, verdict: 'rework-needed' as const };
    server.use(
      http.get('*/bff/reviews', () => HttpResponse.json({ reviews: [{ ...reviewed, documentIds: ['doc-de-old'] }] })),
      http.post('*/bff/reviews', async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json(next([carried()]), { status: 201 });
      }),
      http.get('*/bff/reviews/r2/changes', () => HttpResponse.json(CHANGES)),
    );
    const { user } = renderReview();
    expect(
      await screen.findByText('This language was delivered again after its review (version 1: Rework needed).'),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Quality review' });
    expect(screen.queryByRole('button', { name: /^Mark an issue/ })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Review the new delivery' }));
    await vi.waitFor(() => expect(started).toEqual([{ deliveryId: 'd1' }]));
  });

  it('says so when the last delivery cannot be compared, and tries again', async () => {
    let asked = 0;
    server.use(
      http.get('*/bff/reviews', () => HttpResponse.json({ reviews: [next([])] })),
      http.get('*/bff/reviews/r2/changes', () =>
        ++asked === 1 ? HttpResponse.json({ message: 'down' }, { status: 502 }) : HttpResponse.json(CHANGES),
      ),
    );
    const { user } = renderReview();
    const changes = await screen.findByRole('region', { name: 'Since the last delivery' });
    expect(await within(changes).findByText('The last delivery could not be compared')).toBeInTheDocument();
    await user.click(within(changes).getByRole('button', { name: /try again|retry/i }));
    expect(await within(changes).findByText(/1 segment's translation changed/)).toBeInTheDocument();
  });
});

describe('an issue once marked', () => {
  it('is changed in the dialog it was marked in, and its comments are answered in their thread', async () => {
    const patches: IssuePatch[] = [];
    const comments: unknown[] = [];
    const marked: ReviewIssue = {
      ...issue('i1', 'minor'),
      comment: 'Odd word.',
      comments: [{ id: 'c1', parentId: null, author: REVIEWER, text: 'See the glossary', at: '2026-11-28T10:05:00Z' }],
    };
    server.use(
      http.get('*/bff/reviews', () => HttpResponse.json({ reviews: [draft([marked])] })),
      http.patch('*/bff/reviews/r1/issues/i1', async ({ request }) => {
        const patch = (await request.json()) as IssuePatch;
        patches.push(patch);
        return HttpResponse.json({ issue: { ...marked, ...patch }, score: null });
      }),
      http.post('*/bff/reviews/r1/issues/i1/comments', async ({ request }) => {
        const body = (await request.json()) as { text: string; parentId: string | null };
        comments.push(body);
        return HttpResponse.json({ id: 'c2', author: REVIEWER, at: '2026-11-28T10:06:00Z', ...body });
      }),
    );
    const { user } = renderReview();
    const card = await screen.findByRole('article', { name: /^¶ 2: Accuracy/ });
    await user.click(within(card).getByRole('button', { name: 'Change the issue in ¶ 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the issue in ¶ 2' });
    expect(within(dialog).getByLabelText('Comment')).toHaveValue('Odd word.');
    expect(within(dialog).getByText(`Marked: “${'Wir'}”`)).toBeInTheDocument();
    await user.click(within(dialog).getByText('3 Major'));
    await user.click(within(dialog).getByRole('button', { name: 'Save the change' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([
      expect.objectContaining({ severity: 'major', comment: 'Odd word.', targetSpan: { start: 0, end: 3 } }),
    ]);
    expect(within(card).getByText('Major')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Reply to Rita Reviewer' }));
    const input = within(card).getByLabelText('Your reply to Rita Reviewer');
    expect(input).toHaveFocus();
    await user.type(input, 'Done, thanks');
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    await vi.waitFor(() => expect(comments).toEqual([{ text: 'Done, thanks', parentId: 'c1' }]));
    expect(await within(card).findByText(/Done, thanks/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Comment on this issue')).toHaveValue('');
  });
});
