/**
 * A review for the vendor's translation tool: XLIFF 1.2, one <file> per delivered document, every segment a
 * <trans-unit> with its source and translation, and each issue a <note> on its unit (from the reviewer, its
 * priority by severity: critical 1, major 2, minor 3, neutral 5).
 */
import { xmlTranslation } from '#documents/translation-text';
import type { Review, ReviewIssue } from '#portal-contract/reviews';
import type { ReadDocument } from './word-count';

const PRIORITY = { critical: 1, major: 2, minor: 3, neutral: 5 } as const;

/** Character content as the document layer writes it (forbidden characters left out), quotes escaped too. */
const xml = (text: string) => xmlTranslation(text).replace(/"/g, '&quot;');

function noteText(issue: ReviewIssue, target: string): string {
  const category = issue.subcategory ? `${issue.dimension}/${issue.subcategory}` : issue.dimension;
  const marked = target.slice(issue.targetSpan.start, issue.targetSpan.end);
  return [
    `[${issue.severity}] ${category}`,
    ...(marked ? [`"${marked}"`] : []),
    ...(issue.comment ? [issue.comment] : []),
    ...(issue.suggestedFix ? [`Suggested fix: ${issue.suggestedFix}`] : []),
    ...(issue.status === 'open' ? [] : [`(${issue.status})`]),
  ].join(' — ');
}

export function issuesXliff(review: Review, documents: readonly ReadDocument[]): string {
  const files = documents.map((doc) => {
    const issues = review.issues.filter((issue) => issue.documentId === doc.documentId);
    const units = doc.segments.map((segment) => {
      const notes = issues
        .filter((issue) => issue.segmentKey === segment.key)
        .map(
          (issue) =>
            `        <note from="${xml(issue.createdBy.name)}" priority="${PRIORITY[issue.severity]}">${xml(noteText(issue, segment.target ?? ''))}</note>`,
        );
      return [
        `      <trans-unit id="${xml(segment.key)}" resname="${segment.index + 1}">`,
        `        <source>${xml(segment.source ?? '')}</source>`,
        `        <target>${xml(segment.target ?? '')}</target>`,
        ...notes,
        '      </trans-unit>',
      ].join('\n');
    });
    return [
      `  <file original="${xml(doc.filename)}" source-language="${xml(review.sourceLanguage)}" target-language="${xml(review.targetLanguage)}" datatype="plaintext">`,
      '    <header>',
      `      <note from="portal">Review ${xml(review.id)} version ${review.version}: ${xml(review.verdict ?? 'draft')}${review.score ? `, score ${review.score.calibratedScore}` : ''}</note>`,
      '    </header>',
      '    <body>',
      ...units,
      '    </body>',
      '  </file>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
    ...files,
    '</xliff>',
    '',
  ].join('\n');
}
