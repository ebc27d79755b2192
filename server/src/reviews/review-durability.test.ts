// @vitest-environment node
/**
 * The key flow of a review on PGlite (a folder) and on PostgreSQL, across a restart of the portal server: a
 * project's quality profile set, a review started under it, issues marked, the server restarted, the verdict
 * submitted with the score the formula gives, the orderer's e-mail waiting, the vendor's quality facts; and a
 * published profile version the database refuses to change.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { QualityFacts, Review } from '#portal-contract/reviews';
import { useEngines } from '../testing/postgres.harness';
import { reviewService, startReviewServer, tenWordParagraphs } from '../testing/reviews.harness';

const { engines } = useEngines();

/** The project's profile: counted on the translation, allowance 5 per 1,000 words, criticals scored only. */
const STRICT = {
  multipliers: { neutral: '0', minor: '1', major: '5', critical: '25' },
  allowance: '5',
  passingScore: '95',
  criticalFails: false,
  minimumWords: 500,
  countWordsOn: 'target',
};

describe.each(engines)('on %s', (_name, settingsOf) => {
  it('keeps a review, its profile version and its issues across a restart, and scores it by the formula', async () => {
    const settings = await settingsOf();
    const service = await reviewService();
    // 1,000 source words; the translation has 2,000.
    const { deliveryId, targetIds, taskId } = service.deliver(
      [
        {
          filename: 'a.txt',
          source: tenWordParagraphs(100),
          target: tenWordParagraphs(100).replace(/word /g, 'Wort Wort '),
        },
      ],
      { projectId: 'p-strict', vendor: 'Polyglot Ltd' },
    );
    const first = await startReviewServer(service, settings);
    const refused = await first.call('reviewer', 'PUT', '/bff/quality-profiles/projects/p-strict', STRICT);
    expect(refused.status).toBe(403);
    const saved = await first.call<{ projects: { version: number }[] }>(
      'admin',
      'PUT',
      '/bff/quality-profiles/projects/p-strict',
      STRICT,
    );
    expect(saved.body.projects).toMatchObject([{ projectId: 'p-strict', version: 1, settings: { allowance: '5' } }]);
    const { body: review } = await first.call<Review>('reviewer', 'POST', '/bff/reviews', { deliveryId });
    expect(review.profile).toMatchObject({ projectId: 'p-strict', version: 1 });
    expect(review.score).toMatchObject({ evaluatedWords: 1800, countedOn: 'target' });
    for (const [segment, severity] of [
      [1, 'critical'],
      [2, 'major'],
      [3, 'minor'],
    ] as const)
      await first.call('reviewer', 'POST', `/bff/reviews/${review.id}/issues`, {
        documentId: targetIds[0],
        segmentKey: `line-${2 * segment + 1}`,
        dimension: 'terminology',
        severity,
        targetSpan: { start: 0, end: 4 },
      });
    // The profile changes after the review started: the review keeps the version it froze.
    await first.call('admin', 'PUT', '/bff/quality-profiles/projects/p-strict', { ...STRICT, allowance: '50' });
    await first.stop();

    const second = await startReviewServer(service, settings);
    const kept = await second.call<Review>('orderer', 'GET', `/bff/reviews/${review.id}`);
    expect(kept.body.issues.map((i) => i.severity)).toEqual(['critical', 'major', 'minor']);
    expect(kept.body.profile.version).toBe(1);
    const submitted = await second.call<Review>('reviewer', 'POST', `/bff/reviews/${review.id}/verdict`, {
      verdict: 'reject',
      reason: 'Wrong terminology throughout',
    });
    // 31 points in 1,800 words: 17.22 per 1,000, over the allowance of 5 (score 95 there).
    expect(submitted.body).toMatchObject({
      status: 'submitted',
      passed: false,
      reason: 'Wrong terminology throughout',
      score: {
        penalty: '31.00',
        normedPenalty: '17.22',
        rawScore: '98.28',
        calibratedScore: '82.78',
        failedByCritical: false,
      },
    });
    const mail = await second.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('body', 'like', `%${taskId}%`)
      .execute();
    expect(mail).toEqual([
      { recipient: 'olivia@example.com', subject: 'Review of de-DE from Polyglot Ltd: rejected / Prüfung abgelehnt' },
    ]);

    const facts = await second.call<{ facts: QualityFacts[] }>('orderer', 'GET', '/bff/quality/facts');
    expect(facts.body.facts).toEqual([
      expect.objectContaining({
        vendor: 'Polyglot Ltd',
        sourceLanguage: 'en-GB',
        targetLanguage: 'de-DE',
        reviews: 1,
        hidden: true,
        meanScore: null,
      }),
    ]);
    const shown = await second.call<{ facts: QualityFacts[] }>('orderer', 'GET', '/bff/quality/facts?minimumReviews=1');
    expect(shown.body.facts[0]).toMatchObject({ hidden: false, meanScore: '82.78', passRate: 0, reworkRate: 1 });

    const history = await second.call<{ versions: { version: number; settings: { allowance: string } }[] }>(
      'admin',
      'GET',
      '/bff/quality-profiles/history?projectId=p-strict',
    );
    expect(history.body.versions.map((v) => [v.version, v.settings.allowance])).toEqual([
      [2, '50'],
      [1, '5'],
    ]);
    await expect(sql`update quality_profile_versions set allowance = 1`.execute(second.database.db)).rejects.toThrow(
      /insert-only/,
    );
    await expect(sql`delete from quality_profile_versions`.execute(second.database.db)).rejects.toThrow(/insert-only/);
    const disabled = await second.call<{ projects: { disabled: boolean; version: number }[] }>(
      'admin',
      'DELETE',
      '/bff/quality-profiles/projects/p-strict',
    );
    expect(disabled.body.projects).toMatchObject([{ disabled: true, version: 3 }]);
    await second.stop();
    await service.close();
  }, 120_000);
});
