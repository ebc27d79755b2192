// @vitest-environment node
/**
 * Real documents through the whole service: the corpus files written by Word, Excel, PowerPoint,
 * LibreOffice, InDesign, memoQ, Poedit and Netflix are analysed with plausible counts, converted to
 * XLIFF, and delivered as valid files of their type with translated text, checked by independent
 * readers (LibreOffice, jszip, saxes). Broken files get a clear error and come back untouched.
 */
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '#documents/testing/corpus.harness';
import { libreOfficeText, libreOfficeWords } from '#documents/testing/libreoffice.harness';
import { expectCountNear } from '#documents/testing/round-trip.harness';
import { countWords } from '#documents/words';
import { json, sandboxClient, useTestSandbox, waitFor } from './api.harness';

type Json = Record<string, unknown>;
const s = useTestSandbox();
const { uploadText, createTask, completeTask, untilProgress, untilQuotes, setQuote } = sandboxClient(s);

const OFFICE = [
  'docx/okapi_OpenXML_text_reference_v1_2.docx',
  'xlsx/poi_45544_multisheet_richtext.xlsx',
  'pptx/poi_SampleShow_notes.pptx',
  'odt/okapi_TestDocument01.odt',
];
const OTHERS = [
  'idml/okapi_7_elements_of_localizability.idml',
  'xliff12/okapi_SF-12-Test02_javapm.xlf',
  'po/okapi_Test_nautilus.af.po',
  'vtt/webvtt_netflix_chicas_del_cable.vtt',
];
const BROKEN = [
  'docx/HARD_poi_bug53475-password-is-pass.docx',
  'docx/HARD_poi_truncated62886.docx',
  'xlsx/HARD_poi_58616_encrypted.xlsx',
];
const nameOf = (path: string) => path.split('/').pop() ?? path;

async function upload(paths: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const path of paths) ids.push((await uploadText(nameOf(path), corpusFile(path))).id);
  return ids;
}

async function analysisOf(taskId: string): Promise<Json> {
  return waitFor(async () => {
    const list = await json<Json[]>(await s.api(`/translationTasks/${taskId}/analysis`));
    const last = list.at(-1);
    return last && last.state !== 'REQUESTED' ? last : undefined;
  });
}

async function content(documentId: unknown): Promise<Uint8Array> {
  return new Uint8Array(await (await s.api(`/documents/${String(documentId)}/content`)).arrayBuffer());
}

function wellFormed(xml: string): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.write(xml).close();
}

describe('real documents', () => {
  it('analyses, converts and delivers Office, OpenDocument, InDesign, XLIFF, PO and WebVTT files intact', async () => {
    const files = [...OFFICE, ...OTHERS];
    const ids = await upload(files);
    const created = await createTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: ids });
    const id = String(created.id);
    await completeTask(id);
    const prepared = await untilProgress(id, 'COMPLETE_AND_PREPARED');

    // Counts within ±20% of what LibreOffice reads from the same Office files.
    const analysis = await analysisOf(id);
    expect(analysis.state).toBe('ANALYZED');
    const byDocument =
      (analysis.response as Record<string, { resultsByDocument: Json[] }>)['de-DE']?.resultsByDocument ?? [];
    const words = new Map(byDocument.map((d) => [String(d.filename), Number(d.numWordsTotal)]));
    const independent = libreOfficeWords(
      OFFICE.map((path) => ({ name: nameOf(path), bytes: corpusFile(path) })),
      countWords,
    );
    for (const path of OFFICE) {
      const expected = independent.get(nameOf(path)) ?? 0;
      const counted = words.get(nameOf(path)) ?? 0;
      expectCountNear(path, counted, expected);
    }
    for (const path of OTHERS) expect(words.get(nameOf(path))).toBeGreaterThan(50);

    // One well-formed XLIFF per document and target language, a trans-unit per text unit.
    const transformed = prepared.transformedSourceDocumentIds as string[];
    expect(transformed).toHaveLength(files.length);
    for (const docId of transformed) {
      const xliff = new TextDecoder().decode(await content(docId));
      wellFormed(xliff);
      expect(xliff).toContain('target-language="de-DE"');
      expect((xliff.match(/<trans-unit /g) ?? []).length).toBeGreaterThan(3);
    }

    // The word vendor quotes the analysed words (the others price lines or characters).
    const isLingua = (q: Json) =>
      (q.textAmount as Json | undefined)?.type === 'words' && !String(q.number).endsWith('-EXP');
    const lingua = await waitFor(
      async () => (await json<Json[]>(await s.api(`/translationTasks/${id}/quotes`))).find(isLingua),
      20_000,
      "the word vendor's quote",
    );
    const total = [...words.values()].reduce((a, b) => a + b, 0);
    expect((lingua?.textAmount as Json).amount).toBe(total);
    expect(await setQuote(String(lingua?.id), 'ACCEPTED')).toMatchObject({ state: 'ACCEPTED' });
    await untilProgress(id, 'TRANSLATION_DELIVERED');

    const targets = await json<Json[]>(await s.api(`/translationTasks/${id}/targetDocuments`));
    expect(targets.map((t) => t.filename).sort()).toEqual(files.map(nameOf).sort());
    const delivered = new Map<string, Uint8Array>();
    for (const target of targets) delivered.set(String(target.filename), await content(target.id));

    // Office and OpenDocument targets: valid packages LibreOffice opens, with translated text.
    const read = libreOfficeText(
      OFFICE.map((path) => ({ name: nameOf(path), bytes: delivered.get(nameOf(path)) ?? new Uint8Array() })),
    );
    for (const path of OFFICE) {
      const text = read.get(nameOf(path)) ?? '';
      expect({ file: path, translated: (text.match(/\[de-DE\]/g) ?? []).length > 3 }).toEqual({
        file: path,
        translated: true,
      });
    }
    // InDesign: still a package with its mimetype first, stories well-formed and translated.
    const idml = await JSZip.loadAsync(delivered.get(nameOf(OTHERS[0] ?? '')) ?? new Uint8Array());
    expect(Object.keys(idml.files)[0]).toBe('mimetype');
    const stories = Object.keys(idml.files).filter((n) => n.startsWith('Stories/'));
    const storyText = await Promise.all(stories.map((n) => idml.file(n)?.async('string') ?? Promise.resolve('')));
    storyText.forEach(wellFormed);
    expect(storyText.join('')).toContain('[de-DE]');
    // XLIFF: well-formed, targets filled in the target language.
    const xliff = new TextDecoder().decode(delivered.get(nameOf(OTHERS[1] ?? '')));
    wellFormed(xliff.replace(/^\uFEFF/, ''));
    expect(xliff).toMatch(/target-language="de-DE"/);
    expect((xliff.match(/<target[^>]*>\[de-DE\]/g) ?? []).length).toBeGreaterThan(10);
    // PO: translated msgstr; WebVTT: every timing line as it was.
    const po = new TextDecoder().decode(delivered.get(nameOf(OTHERS[2] ?? '')));
    expect(po).toMatch(/msgstr(\[0\])? "\[de-DE\]/);
    const vtt = new TextDecoder().decode(delivered.get(nameOf(OTHERS[3] ?? '')));
    const timings = (text: string) => text.split(/\r?\n/).filter((l) => l.includes('-->'));
    const sourceVtt = new TextDecoder().decode(corpusFile(OTHERS[3] ?? ''));
    expect(timings(vtt)).toEqual(timings(sourceVtt));
    expect(vtt).toContain('[de-DE]');
  }, 120_000);

  it('fails preparation with a clear reason per file when no document can be read', async () => {
    const ids = await upload(BROKEN);
    const created = await createTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: ids });
    const id = String(created.id);
    await completeTask(id);
    await untilProgress(id, 'PREPARATION_FAILED');
    const analysis = await analysisOf(id);
    expect(analysis.state).toBe('ERROR');
    const documents = (analysis.error as { documents: { filename: string; error: string }[] }).documents;
    expect(documents.map((d) => d.error)).toEqual([
      expect.stringMatching(/^HARD_poi_bug53475-password-is-pass\.docx: .*password/) as string,
      expect.stringMatching(/^HARD_poi_truncated62886\.docx: .*(damaged|cut short)/) as string,
      expect.stringMatching(/^HARD_poi_58616_encrypted\.xlsx: .*password/) as string,
    ]);
  });

  it('names an unreadable file in the analysis and delivers it untouched beside the translated ones', async () => {
    const ids = await upload(['docx/HARD_poi_bug53475-password-is-pass.docx', 'docx/poi_delins_tracked_changes.docx']);
    const created = await createTask({ source: 'en-US', target: ['fr-FR'], sourceDocumentIds: ids });
    const id = String(created.id);
    await completeTask(id);
    await untilProgress(id, 'COMPLETE_AND_PREPARED');
    const analysis = await analysisOf(id);
    const results =
      (analysis.response as Record<string, { resultsByDocument: Json[] }>)['fr-FR']?.resultsByDocument ?? [];
    expect(results[0]).toMatchObject({ numWordsTotal: 0, error: expect.stringMatching(/password/) as string });
    expect(Number(results[1]?.numWordsTotal)).toBeGreaterThan(150);
    const quotes = await untilQuotes(id, 1);
    expect(await setQuote(String(quotes[0]?.id), 'ACCEPTED')).toMatchObject({ state: 'ACCEPTED' });
    await untilProgress(id, 'TRANSLATION_DELIVERED');
    const targets = await json<Json[]>(await s.api(`/translationTasks/${id}/targetDocuments`));
    const encrypted = targets.find((t) => String(t.filename).startsWith('HARD_'));
    expect(Buffer.from(await content(encrypted?.id)).equals(Buffer.from(corpusFile(BROKEN[0] ?? '')))).toBe(true);
    const translated = targets.find((t) => t.filename === 'poi_delins_tracked_changes.docx');
    const text = libreOfficeText([{ name: 'a.docx', bytes: await content(translated?.id) }], 'pdf').get('a.docx') ?? '';
    expect(text).toContain('[fr-FR]');
  }, 60_000);
});
