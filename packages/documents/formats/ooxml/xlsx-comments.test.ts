/**
 * Excel's comments: notes and threaded comments with their replies, offered once each with the cell and the
 * author, written back into the comments and into Excel's legacy copies of the threads, as LibreOffice shows.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { accent } from '../../pseudo';
import { extractDocument } from '../../registry';
import { editedCorpusFile } from '../../testing/corpus-edits.harness';
import { corpusFile } from '../../testing/corpus.harness';
import { libreOfficeOutputs } from '../../testing/libreoffice.harness';
import { expectAllTranslated, expectPackageIntact, roundTrip } from '../../testing/round-trip.harness';
import type { DocumentOptions, TextUnit } from '../../types';

const read = (path: string, options: DocumentOptions = {}, bytes = corpusFile(path)) =>
  extractDocument({ filename: path, bytes, options }).units;

/** The comments LibreOffice shows on each file's cells (its flat ODS annotations, paragraphs joined by line feeds). */
function libreOfficeComments(files: readonly { name: string; bytes: Uint8Array }[]): Map<string, string[]> {
  const outputs = libreOfficeOutputs(files, 'fods');
  return new Map(
    files.map((file) => {
      const fods = new TextDecoder().decode(outputs.get(file.name)?.get('.fods') ?? new Uint8Array());
      const annotations = [...fods.matchAll(/<office:annotation\b[\s\S]*?<\/office:annotation>/g)].map((m) =>
        [...m[0].matchAll(/<text:p\b[^>]*>([\s\S]*?)<\/text:p>/g)]
          .map((p) =>
            (p[1] ?? '')
              .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, n) => ' '.repeat(Number(n ?? 1)))
              .replace(/<text:line-break\/>/g, '\n')
              .replace(/<[^>]+>/g, ''),
          )
          .join('\n')
          .replace(/&apos;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      );
      return [file.name, annotations];
    }),
  );
}

describe('Excel comments', () => {
  const THREADED = 'xlsx/poi_right-to-left.xlsx';
  const NOTES = 'xlsx/poi_45544_multisheet_richtext.xlsx';
  /** The threaded comment on English!A3 with a reply by another person, and Excel's legacy copy of both. */
  const withReply = () =>
    editedCorpusFile(THREADED, {
      'xl/threadedComments/threadedComment1.xml': (xml) =>
        xml.replace(
          '</ThreadedComments>',
          '<threadedComment ref="A3" dT="2021-07-21T09:00:00.00" personId="{00000000-0000-0000-0000-000000000002}" id="{00000000-0000-0000-0000-000000000003}" parentId="{EED4186C-0FC5-48B4-8B16-E53E0D0C63AF}"><text>Agreed, see Comment: above</text></threadedComment></ThreadedComments>',
        ),
      'xl/comments1.xml': (xml) =>
        xml.replace('    test comment</t>', '    test comment\nReply:\n    Agreed, see Comment: above</t>'),
      'xl/persons/person.xml': (xml) =>
        xml.replace(
          '</personList>',
          '<person displayName="Ann Lee" id="{00000000-0000-0000-0000-000000000002}" userId="ann" providerId="None"/></personList>',
        ),
    });

  it('offers notes and threaded comments once each, labelled with the cell and the author', async () => {
    const comments = (units: readonly TextUnit[]) =>
      units.filter((u) => /omments/.test(u.id)).map((u) => [u.group, u.label, u.parts]);
    expect(comments(read(NOTES))).toEqual([
      ['Profile of Class', 'A2 · Comment · XPVMWARE01', ['XPVMWARE01:', '\r\ntestdoc']],
      ['Profile of Class', 'A31 · Comment · XPVMWARE01', ['XPVMWARE01:', '\r\ntestdoc\r\n']],
      ['Hires by Function', 'A5 · Comment · XPVMWARE01', ['faustm:', '\r\ntest phrase']],
    ]);
    // Excel's legacy copies of the threads ("[Threaded comment] … Comment: test comment") are not offered.
    expect(comments(read('x.xlsx', {}, await withReply()))).toEqual([
      ['English', 'A3 · Comment · PJ Fanning', ['test comment']],
      ['English', 'A3 · Reply 1 · Ann Lee', ['Agreed, see Comment: above']],
      ['عربى', 'A3 · Comment · PJ Fanning', ['تعليق الاختبار']],
    ]);
  });

  it(
    'writes the translations into the comments and the threads’ legacy copies, which LibreOffice shows',
    { timeout: 180_000 },
    async () => {
      const threaded = await withReply();
      const trips = [
        { name: 'notes.xlsx', bytes: corpusFile(NOTES) },
        { name: 'threaded.xlsx', bytes: threaded },
      ].map((file) => ({ ...file, trip: roundTrip(file.name, file.bytes) }));
      for (const { bytes, trip } of trips) {
        expectAllTranslated(trip);
        const changed = await expectPackageIntact(bytes, trip.translated);
        expect(changed.filter((n) => /omment/.test(n))).toEqual(
          Object.keys((await JSZip.loadAsync(bytes)).files).filter((n) =>
            /^xl\/(comments|threadedComments\/).+\.xml$/.test(n),
          ),
        );
      }
      const [notes, thread] = trips.map((t) => t.trip.translated);
      const legacy =
        (await (await JSZip.loadAsync(thread ?? new Uint8Array())).file('xl/comments1.xml')?.async('string')) ?? '';
      const pseudo = (text: string) => `[de-DE] ${accent(text)}`;
      // Excel's carriage returns stay escaped (_x000D_, ST_Xstring) as the source has them.
      expect(legacy.replace(/_x000D_/g, '')).toContain(
        `Learn more: https://go.microsoft.com/fwlink/?linkid=870924\n\nComment:\n    ${pseudo('test comment')}\nReply:\n    ${pseudo('Agreed, see Comment: above')}</t>`,
      );
      const shown = libreOfficeComments([
        { name: 'notes.xlsx', bytes: notes ?? new Uint8Array() },
        { name: 'threaded.xlsx', bytes: thread ?? new Uint8Array() },
      ]);
      expect(shown.get('notes.xlsx')).toEqual([
        // (The pseudo-translation tags a unit's first part only.)
        `${pseudo('XPVMWARE01:')}\n${accent('testdoc')}`,
        expect.stringContaining(accent('testdoc')),
        `${pseudo('faustm:')}\n${accent('test phrase')}`,
      ]);
      // LibreOffice shows Excel's legacy copies of the threads: they hold the threads' translations.
      expect(shown.get('threaded.xlsx')?.map((c) => c.slice(c.indexOf('Comment:')))).toEqual([
        `Comment:\n    ${pseudo('test comment')}\nReply:\n    ${pseudo('Agreed, see Comment: above')}`,
        `Comment:\n    ${pseudo('تعليق الاختبار')}`,
      ]);
    },
  );
});
