/** The e-mail an orderer gets when a review of their order is submitted, in English and German. */
import type { Review } from '#portal-contract/reviews';
import type { Mail } from '../approvals/outbox';
import { paths } from '../approvals/links';

const VERDICT = {
  accept: ['accepted', 'angenommen'],
  'accept-with-notes': ['accepted with notes', 'mit Anmerkungen angenommen'],
  'rework-needed': ['sent back for rework', 'zur Nachbesserung zurückgegeben'],
  reject: ['rejected', 'abgelehnt'],
} as const;

export function reviewMail(to: string, review: Review, publicUrl: string): Mail {
  const [en, de] = VERDICT[review.verdict ?? 'accept'];
  const link = paths.order(publicUrl, review.taskId);
  const vendor = review.vendor ?? 'the vendor';
  const score = review.score;
  const figures = score
    ? [
        `Score ${score.calibratedScore} (${score.normedPenalty} penalty points per ${review.profile.settings.referenceWords} words, ${score.evaluatedWords} words): ${review.passed ? 'pass' : 'fail'}.`,
        `Punktzahl ${score.calibratedScore} (${score.normedPenalty} Fehlerpunkte je ${review.profile.settings.referenceWords} Wörter, ${score.evaluatedWords} Wörter): ${review.passed ? 'bestanden' : 'nicht bestanden'}.`,
      ]
    : [
        'No words could be counted, so there is no score.',
        'Es konnten keine Wörter gezählt werden, daher gibt es keine Punktzahl.',
      ];
  const issues = review.issues.filter((issue) => issue.status !== 'fixed').length;
  return {
    to,
    subject: `Review of ${review.targetLanguage} from ${vendor}: ${en} / Prüfung ${de}`,
    body: [
      `${review.reviewer.name} reviewed the ${review.targetLanguage} translation of order ${review.taskId} from ${vendor}: ${en}.`,
      figures[0],
      `${issues} issue(s) listed.`,
      ...(review.reason ? [`Reason: ${review.reason}`] : []),
      `Order: ${link}`,
      '',
      `${review.reviewer.name} hat die Übersetzung ${review.targetLanguage} von Auftrag ${review.taskId} (${vendor}) geprüft: ${de}.`,
      figures[1],
      `${issues} Fehler aufgeführt.`,
      ...(review.reason ? [`Begründung: ${review.reason}`] : []),
      `Auftrag: ${link}`,
    ].join('\n'),
  };
}
