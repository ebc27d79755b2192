/**
 * The figures of `npm run bench`'s reviews entry (e2e/bench/reviews.mjs); figures, never a pass or fail. A review
 * of a delivered Word document of about 35,000 words on an in-memory PGlite, the service a stand-in on this
 * machine: the first start (the server reads and counts both documents and keeps the count), then the live score
 * after marking an issue (`POST /bff/reviews/{id}/issues`, answered with the new score) and after changing
 * one's severity (`PATCH`), one request at a time.
 */
import { extractDocument } from '#documents/registry';
import { largeDocx } from '#documents/testing/large-docx.harness';
import type { Review } from '#portal-contract/reviews';
import { reviewService, startReviewServer } from './reviews.harness';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runReviewsBench(quick: boolean): Promise<[string, string][]> {
  const document = largeDocx(36_500);
  const units = extractDocument({ filename: 'large.docx', bytes: document }).units;
  const service = await reviewService();
  const server = await startReviewServer(service, { url: undefined, dir: ':memory:', poolSize: 1 });
  try {
    const { deliveryId, targetIds } = service.deliver([{ filename: 'large.docx', source: document, target: document }]);
    let started = performance.now();
    const { body: review } = await server.call<Review>('reviewer', 'POST', '/bff/reviews', { deliveryId });
    const firstStart = performance.now() - started;
    const marks: number[] = [];
    const changes: number[] = [];
    const rounds = quick ? 20 : 100;
    for (let i = 0; i < rounds; i++) {
      const unit = units[(i * 37) % units.length];
      started = performance.now();
      const marked = await server.call<{ issue: { id: string }; score: { penalty: string } }>(
        'reviewer',
        'POST',
        `/bff/reviews/${review.id}/issues`,
        {
          documentId: targetIds[0],
          segmentKey: unit?.id,
          dimension: 'accuracy',
          severity: 'minor',
          targetSpan: { start: 0, end: 0 },
        },
      );
      marks.push(performance.now() - started);
      if (marked.status !== 200) throw new Error(`Marking an issue answered ${marked.status}`);
      started = performance.now();
      await server.call('reviewer', 'PATCH', `/bff/reviews/${review.id}/issues/${marked.body.issue.id}`, {
        severity: 'major',
      });
      changes.push(performance.now() - started);
    }
    return [
      ['document', `${review.score?.evaluatedWords ?? 0} words in ${units.length} segments (Word)`],
      ['first start: read, count, keep', ms(firstStart)],
      [
        `mark an issue → live score (${rounds})`,
        `p50 ${ms(percentile(marks, 50))}, p95 ${ms(percentile(marks, 95))}, max ${ms(Math.max(...marks))}`,
      ],
      [
        `change a severity → live score (${rounds})`,
        `p50 ${ms(percentile(changes, 50))}, p95 ${ms(percentile(changes, 95))}, max ${ms(Math.max(...changes))}`,
      ],
    ];
  } finally {
    await server.stop();
    await service.close();
  }
}
