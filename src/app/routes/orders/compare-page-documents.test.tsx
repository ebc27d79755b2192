/** The compare view on real documents: a Word file and its pseudo-translation, row by row. */
import { screen, within } from '@testing-library/react';
import { pseudoTranslator } from '#documents/pseudo';
import { translateDocument } from '#documents/registry';
import { corpusFile } from '#documents/testing/corpus.harness';
import type { Translator } from '#documents/types';
import { serveDocuments } from '#portal/test/document-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as ComparePage } from './compare-page';
import { paths } from '#portal/lib/paths.ts';

const DOCX = 'okapi_OpenXML_text_reference_v1_2.docx';
const route = { path: paths.compare.path, route: paths.compare.getHref('t1', 'dl1') };

/** The source and its translation into `language`, every unit translated except "This paragraph is centered". */
function serveWord(language: string) {
  const source = corpusFile(`docx/${DOCX}`);
  const pseudo = pseudoTranslator(language);
  const translate: Translator = (unit) =>
    unit.parts.join('') === 'This paragraph is centered' ? undefined : pseudo(unit);
  const target = translateDocument({ filename: DOCX, bytes: source }, translate, language);
  serveDocuments({
    targetLanguage: language,
    sources: [{ id: 's1', filename: DOCX, content: source }],
    targets: [
      { id: 'x1', filename: DOCX, content: target, metadata: { sourceDocumentId: 's1', targetLanguage: language } },
    ],
  });
}

function rows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

describe('Compare page with a Word document', () => {
  it('aligns source and translation unit by unit, each row with its place in the file', async () => {
    serveWord('de-DE');
    renderWithProviders(<ComparePage />, route);
    const table = await screen.findByRole('table', { name: `${DOCX}: source and translation` });
    const shown = rows(table);
    expect(shown).toHaveLength(40);
    expect(shown[0]).toEqual([
      'Body · ¶ 1',
      'This is a reference document (OOoNinja v1.2) produced in Microsoft Office 2007.  This document tests a variety of basic features for comparing programs which convert or otherwise interpret OpenXML.',
      expect.stringMatching(/^\[de-DE\] Ţĥíš íš á ŕéƒéŕéñçé đóçúɱéñţ/),
    ]);
    expect(shown).toContainEqual(['Body · ¶ 15', 'Jonagold', '[de-DE] Ĵóñáĝóļđ']);
    expect(shown).toContainEqual(['Body · Table 1 · A1 · ¶ 1', 'Column 1 row 1', '[de-DE] Çóļúɱñ 1 ŕóŵ 1']);
    expect(shown).toContainEqual(['Comments · Comment 1 · ¶ 1', 'This is a comment', '[de-DE] Ţĥíš íš á çóɱɱéñţ']);
    expect(shown).toContainEqual([
      'Body · ¶ 5',
      'This paragraph is centered',
      'This paragraph is centeredUntranslated',
    ]);
    // Every other row is translated.
    expect(shown.filter((r) => !r[2]?.includes('[de-DE]')).map((r) => r[0])).toEqual(['Body · ¶ 5']);
    const counts = screen.getByText('Text units').closest('dl') as HTMLElement;
    expect([...counts.querySelectorAll('dd')].map((e) => e.textContent)).toEqual([
      '40',
      expect.stringMatching(/^\d{3}$/),
      expect.stringMatching(/^\d{3}$/),
      '1',
    ]);
  });

  it('finds text in either column, and filters to what is untranslated', async () => {
    serveWord('de-DE');
    const { user } = renderWithProviders(<ComparePage />, route);
    const table = await screen.findByRole('table', { name: `${DOCX}: source and translation` });
    const search = screen.getByRole('searchbox', { name: 'Search source and translation' });

    await user.type(search, 'JONAGOLD');
    // Announced politely: the count is a status.
    expect(await screen.findByText('1 of 40 text units shown')).toHaveAttribute('role', 'status');
    expect(rows(table).map((r) => r[0])).toEqual(['Body · ¶ 15']);

    await user.clear(search);
    await user.type(search, 'ŕóŵ');
    expect(rows(table).map((r) => r[0])).toEqual(['Body · Table 1 · A1 · ¶ 1']);

    await user.clear(search);
    await user.type(search, 'no such text');
    expect(await screen.findByText('No text unit matches the search and filter.')).toBeInTheDocument();
    await user.clear(search);

    const filter = screen.getByRole('checkbox', { name: 'Only untranslated or changed' });
    expect(filter).toHaveAccessibleDescription(
      'Text units whose translation is empty or the same as the source, and units found in only one of the two files.',
    );
    await user.click(filter);
    expect(rows(table).map((r) => r[0])).toEqual(['Body · ¶ 5']);
    expect(screen.getByText('1 of 40 text units shown')).toBeInTheDocument();
  });

  it('writes an Arabic translation right to left and the English source left to right', async () => {
    serveWord('ar-SA');
    renderWithProviders(<ComparePage />, route);
    const table = await screen.findByRole('table', { name: `${DOCX}: source and translation` });
    const row = within(table).getByRole('row', { name: /^Body · ¶ 15 / });
    const [source, target] = within(row).getAllByRole('cell');
    expect(source).toHaveAttribute('dir', 'ltr');
    expect(source).toHaveAttribute('lang', 'en-US');
    expect(target).toHaveAttribute('dir', 'rtl');
    expect(target).toHaveAttribute('lang', 'ar-SA');
    expect(target).toHaveTextContent('[ar-SA] Ĵóñáĝóļđ');
    expect(
      within(table).getByRole('columnheader', { name: 'Translation (Arabic (Saudi Arabia))' }),
    ).toBeInTheDocument();
  });

  it('reads the translation of an XLIFF file from its targets', async () => {
    const source = corpusFile('xliff12/okapi_SF-12-Test02_javapm.xlf');
    const target = translateDocument({ filename: 'app.xlf', bytes: source }, pseudoTranslator('de-DE'), 'de-DE');
    serveDocuments({
      sources: [{ id: 's1', filename: 'app.xlf', content: source }],
      targets: [{ id: 'x1', filename: 'app.xlf', content: target, metadata: { sourceDocumentId: 's1' } }],
    });
    renderWithProviders(<ComparePage />, route);
    const table = await screen.findByRole('table', { name: 'app.xlf: source and translation' });
    expect(rows(table)).toContainEqual(['About.1', 'SRXEditor', '[de-DE] ŠŔẊÉđíţóŕ']);
    expect(rows(table).every((row) => row[2]?.startsWith('[de-DE]'))).toBe(true);
  });
});
