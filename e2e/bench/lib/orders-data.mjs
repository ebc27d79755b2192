// Generated orders for the orders-list benchmark (not a benchmark itself): wire-shaped tasks with a
// deterministic mix of languages, progress, projects, tags and kinds.
import { randomBytes } from 'node:crypto';
import { testkit } from './harness.mjs';

const { wireTask } = await testkit.factories();

/** A deterministic pseudo-random generator, so runs compare. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = ['homepage', 'brochure', 'contract', 'release notes', 'manual', 'newsletter', 'press kit', 'UI strings'];
const SOURCES = ['en-US', 'en-GB', 'de-DE', 'fr-FR'];
const TARGETS = ['de-DE', 'fr-FR', 'es-ES', 'it-IT', 'nl-NL', 'pl-PL', 'ja-JP', 'zh-CN', 'pt-BR', 'sv-SE'];
const PROGRESS = [
  ['TRANSLATION_DELIVERED', 40],
  ['NEW', 15],
  ['COMPLETE_AND_PREPARED', 10],
  ['ORDER_CONFIRMED', 10],
  ['TASK_CANCELLED', 8],
  ['IN_REVIEW', 5],
  ['IN_PREPARATION', 4],
  ['QUOTE_ACCEPTED', 3],
  ['ACCEPTED_QUOTE_SUBMITTED', 3],
  ['PREPARATION_FAILED', 2],
];

/** Wire-shaped tasks (the shared factory); every comment carries `REF-<n>` so the keystroke series has known result counts. */
export function generateTasks(count, projectIds, tagNames) {
  const random = rng(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const weighted = () => {
    let r = random() * 100;
    for (const [value, weight] of PROGRESS) if ((r -= weight) < 0) return value;
    return 'NEW';
  };
  const start = Date.UTC(2023, 0, 1);
  const span = Date.UTC(2025, 0, 1) - start;
  return Array.from({ length: count }, (_, n) => {
    const source = pick(SOURCES);
    const target = [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(TARGETS)))].filter(
      (t) => t !== source,
    );
    const createdAt = new Date(start + Math.floor(random() * span));
    const progress = weighted();
    const instant = random() < 0.2;
    const tags = [...new Set(Array.from({ length: Math.floor(random() * 3) }, () => pick(tagNames)))];
    return wireTask({
      id: randomBytes(12).toString('hex'),
      source,
      target,
      createdAt: createdAt.toISOString(),
      desiredDeadline:
        random() < 0.6 ? new Date(createdAt.getTime() + (2 + random() * 20) * 86_400_000).toISOString() : null,
      complete: progress !== 'NEW',
      preparationComplete: progress !== 'NEW' && progress !== 'IN_PREPARATION',
      cancelled: progress === 'TASK_CANCELLED',
      email: `user${n % 40}@acme.example`,
      sourceDocumentIds: [randomBytes(12).toString('hex')],
      comment: `REF-${n} ${pick(WORDS)} for the ${pick(['spring', 'summer', 'autumn', 'winter'])} campaign`,
      quoteIds: progress === 'NEW' ? [] : [randomBytes(12).toString('hex')],
      progress,
      projectId: random() < 0.8 ? pick(projectIds) : null,
      tags,
      features: instant ? (random() < 0.5 ? ['instant'] : ['instant', 'withPostEditing']) : ['default'],
    });
  });
}
