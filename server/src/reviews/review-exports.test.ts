// @vitest-environment node
/**
 * A review's issues as files: the CSV exactly, the Excel workbook as LibreOffice opens it, the XLIFF 1.2 as the
 * document layer and Translate Toolkit read it back (every segment a unit, the issues as notes on theirs); and on
 * a Word file.
 */
import { describe, expect, it } from 'vitest';
import { extractDocument } from '#documents/registry';
import { cellAt, libreOfficeSheets } from '#documents/testing/libreoffice-sheets.harness';
import { readWithTranslateToolkit } from '#documents/testing/translate-toolkit.harness';
import { wordPackage } from '#documents/testing/word-package.harness';
import type { Review } from '#portal-contract/reviews';
import { useReviewServer } from '../testing/reviews.harness';

const run = useReviewServer();

const SOURCE = 'The cat sat on the mat.\n\nPrices start at 10 EUR, "plus" tax.';
const TARGET = 'Die Katze saß auf der Matte.\n\nPreise ab 10 EUR, "zzgl." Steuer.';

async function reviewed() {
  const { deliveryId, targetIds } = run.service.deliver([{ filename: 'notes.txt', source: SOURCE, target: TARGET }]);
  const { body: review } = await run.server.call<Review>('reviewer', 'POST', '/bff/reviews', { deliveryId });
  const mark = (body: Record<string, unknown>) =>
    run.server.call('reviewer', 'POST', `/bff/reviews/${review.id}/issues`, {
      documentId: targetIds[0],
      dimension: 'accuracy',
      ...body,
    });
  await mark({
    segmentKey: 'line-1',
    severity: 'major',
    subcategory: 'mistranslation',
    targetSpan: { start: 4, end: 9 },
    comment: 'Not a cat',
    suggestedFix: 'Der Kater',
  });
  await mark({
    segmentKey: 'line-3',
    severity: 'minor',
    dimension: 'style',
    subcategory: 'register',
    targetSpan: { start: 18, end: 25 },
    sourceSpan: { start: 24, end: 30 },
    comment: '=SUM(1)',
  });
  const { body } = await run.server.call<Review>('reviewer', 'GET', `/bff/reviews/${review.id}`);
  return body;
}

describe('the exports of a review', () => {
  it('are a CSV of one row per issue, with the segment’s texts and the marked words', async () => {
    const review = await reviewed();
    const res = await run.server.raw('orderer', `/bff/reviews/${review.id}/issues.csv`);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="review-${review.taskId}-de-DE-v1.csv"`);
    const [first, second] = review.issues;
    // With the byte-order mark, so a spreadsheet reads UTF-8 (fetch's text() would drop it).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text).toBe(
      '\uFEFFdocument,segment,segment id,source,translation,marked text,category,subcategory,severity,comment,suggested fix,status,reviewer,marked at\r\n' +
        `notes.txt,1,line-1,The cat sat on the mat.,Die Katze saß auf der Matte.,Katze,accuracy,mistranslation,major,Not a cat,Der Kater,open,Rita Reviewer,${first?.createdAt}\r\n` +
        `notes.txt,2,line-3,"Prices start at 10 EUR, ""plus"" tax.","Preise ab 10 EUR, ""zzgl."" Steuer.","""zzgl.""",style,register,minor,'=SUM(1),,open,Rita Reviewer,${second?.createdAt}\r\n`,
    );
  });

  it('are an Excel workbook LibreOffice opens: the issues, and the score on a sheet of its own', async () => {
    const review = await reviewed();
    const res = await run.server.raw('orderer', `/bff/reviews/${review.id}/issues.xlsx`);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheets = libreOfficeSheets([{ name: 'review.xlsx', bytes: new Uint8Array(await res.arrayBuffer()) }]).get(
      'review.xlsx',
    );
    const issues = sheets?.get('Issues') ?? [];
    expect(issues[0]?.slice(0, 4)).toEqual(['document', 'segment', 'segment id', 'source']);
    expect(['A2', 'B2', 'F2', 'I2', 'K2'].map((a) => cellAt(issues, a))).toEqual([
      'notes.txt',
      '1',
      'Katze',
      'major',
      'Der Kater',
    ]);
    // A comment that looks like a formula stays text.
    expect(cellAt(issues, 'J3')).toBe('=SUM(1)');
    const score = sheets?.get('Score') ?? [];
    expect(score.find((row) => row[0] === 'penalty points (APT)')?.[1]).toBe('6.00');
    expect(score.find((row) => row[0] === 'words evaluated')?.[1]).toBe('13');
  }, 60_000);

  it('are XLIFF 1.2 with every segment a unit and each issue a note on its unit', async () => {
    const review = await reviewed();
    const res = await run.server.raw('orderer', `/bff/reviews/${review.id}/issues.xlf`);
    const text = await res.text();
    expect(text).toContain('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">');
    expect(text).toContain(
      '<file original="notes.txt" source-language="en-GB" target-language="de-DE" datatype="plaintext">',
    );
    const { units } = extractDocument({ filename: 'review.xlf', bytes: new TextEncoder().encode(text) });
    expect(units.map((u) => [u.id, u.parts.join(''), u.target])).toEqual([
      ['line-1', 'The cat sat on the mat.', 'Die Katze saß auf der Matte.'],
      ['line-3', 'Prices start at 10 EUR, "plus" tax.', 'Preise ab 10 EUR, "zzgl." Steuer.'],
    ]);
    expect(units[0]?.note).toContain(
      '[major] accuracy/mistranslation — "Katze" — Not a cat — Suggested fix: Der Kater',
    );
    expect(text).toContain(
      '<note from="Rita Reviewer" priority="3">[minor] style/register — &quot;&quot;zzgl.&quot;&quot; — =SUM(1)</note>',
    );
    // Another XLIFF implementation reads the same: languages, units, and the issues as their notes.
    const toolkit = readWithTranslateToolkit(new TextEncoder().encode(text));
    expect(toolkit).toMatchObject({ sourceLanguage: 'en-GB', targetLanguage: 'de-DE' });
    expect(toolkit.units.map((u) => [u.id, u.source, u.target])).toEqual([
      ['line-1', 'The cat sat on the mat.', 'Die Katze saß auf der Matte.'],
      ['line-3', 'Prices start at 10 EUR, "plus" tax.', 'Preise ab 10 EUR, "zzgl." Steuer.'],
    ]);
    expect(toolkit.units[0]?.notes).toContain('[major] accuracy/mistranslation — "Katze" — Not a cat');
    expect(toolkit.units[1]?.notes).toContain('[minor] style/register — ""zzgl."" — =SUM(1)');
  });

  it('count and place issues on a delivered Word file', async () => {
    const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const source = await wordPackage(paragraph('Open the valve slowly.') + paragraph('Close it again.'));
    const target = await wordPackage(
      paragraph('Öffnen Sie das Ventil langsam.') + paragraph('Schließen Sie es wieder.'),
    );
    const { deliveryId, targetIds } = run.service.deliver([{ filename: 'manual.docx', source, target }]);
    const { body: review } = await run.server.call<Review>('reviewer', 'POST', '/bff/reviews', { deliveryId });
    expect(review.score?.evaluatedWords).toBe(7);
    const marked = await run.server.call<{ issue: { segmentIndex: number; segmentKey: string } }>(
      'reviewer',
      'POST',
      `/bff/reviews/${review.id}/issues`,
      {
        documentId: targetIds[0],
        segmentKey: extractDocument({ filename: 'm.docx', bytes: target }).units[1]?.id,
        dimension: 'terminology',
        severity: 'minor',
        targetSpan: { start: 0, end: 9 },
      },
    );
    expect(marked.status).toBe(200);
    expect(marked.body.issue.segmentIndex).toBe(1);
  });
});
