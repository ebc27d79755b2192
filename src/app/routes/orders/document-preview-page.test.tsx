import { screen, within } from '@testing-library/react';
import { corpusFile } from '#documents/testing/corpus.harness';
import { figureTexts } from '#portal/test/page-queries.harness.ts';
import { serveDocuments } from '#portal/test/document-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as PreviewPage } from './document-preview-page';
import { paths } from '#portal/lib/paths.ts';

const route = { path: paths.documentPreview.path };
const DOCX = 'okapi_OpenXML_text_reference_v1_2.docx';

/** Each unit as the user reads it: its place, then its text. */
function units(list: HTMLElement) {
  return [...list.querySelectorAll('[data-index] > div')].map((unit) =>
    [...unit.children].map((part) => part.textContent),
  );
}

/** A document the page does not show: it says so and why, and offers the file for download. */
async function expectDownloadOnly(filename: string, reason: string) {
  expect(await screen.findByText(`${filename} cannot be shown`)).toBeInTheDocument();
  expect(screen.getByText(reason)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `Download: ${filename}` })).toBeInTheDocument();
}

describe('Document preview page', () => {
  it('shows a Word document part by part, each paragraph, cell and note with its place', async () => {
    serveDocuments({ sources: [{ id: 's1', filename: DOCX, content: corpusFile(`docx/${DOCX}`) }] });
    renderWithProviders(<PreviewPage />, { ...route, route: paths.documentPreview.getHref('t1', 's1') });

    expect(await screen.findByRole('heading', { level: 1, name: `Preview: ${DOCX}` })).toBeInTheDocument();
    const list = await screen.findByRole('group', { name: `Text of ${DOCX}` });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Body', 'Header 1', 'Header 2', 'Footer 1', 'Footer 2', 'Footnotes', 'Comments']);
    const shown = units(list);
    expect(shown).toHaveLength(40);
    expect(shown[0]).toEqual([
      '¶ 1',
      'This is a reference document (OOoNinja v1.2) produced in Microsoft Office 2007.  This document tests a variety of basic features for comparing programs which convert or otherwise interpret OpenXML.',
    ]);
    expect(shown).toContainEqual(['¶ 15', 'Jonagold']);
    expect(shown).toContainEqual(['Table 1 · A1 · ¶ 1', 'Column 1 row 1']);
    expect(shown).toContainEqual(['Footnote 1 · ¶ 1', ' This is the footnote.']);
    expect(shown).toContainEqual(['Comment 1 · ¶ 1', 'This is a comment']);

    expect(screen.getByText('Source document, English (United States)', { exact: false })).toBeInTheDocument();
    expect(figureTexts('Format')).toEqual([
      'Format',
      'Word document',
      'Text units',
      '40',
      'Words',
      expect.stringMatching(/^\d{3}$/),
    ]);
    expect(screen.getByRole('button', { name: `Download: ${DOCX}` })).toBeInTheDocument();
  });

  it('shows slides and their speaker notes, and a translation in its own direction', async () => {
    serveDocuments({
      targetLanguage: 'ar-SA',
      targets: [
        {
          id: 'x1',
          filename: 'show.pptx',
          content: corpusFile('pptx/poi_SampleShow_notes.pptx'),
          metadata: { type: 'target', targetLanguage: 'ar-SA' },
        },
      ],
    });
    renderWithProviders(<PreviewPage />, { ...route, route: paths.documentPreview.getHref('t1', 'x1') });

    const list = await screen.findByRole('group', { name: 'Text of show.pptx' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Slide 1', 'Notes 1', 'Slide 2', 'Notes 2']);
    expect(units(list)).toContainEqual(['¶ 1', 'I am the notes of the first slide']);
    expect(units(list)).toContainEqual(['Content Placeholder 2 · ¶ 2', 'They’re fun, aren’t they?']);
    const text = within(list).getByText('This is the second slide');
    expect(text).toHaveAttribute('dir', 'rtl');
    expect(text).toHaveAttribute('lang', 'ar-SA');
    expect(screen.getByText('Translation, Arabic (Saudi Arabia)', { exact: false })).toBeInTheDocument();
  });

  it('shows a PO entry with its plural forms, the translation it already holds and its note', async () => {
    serveDocuments({
      sources: [{ id: 's1', filename: 'nautilus.po', content: corpusFile('po/okapi_Test_nautilus.af.po') }],
    });
    renderWithProviders(<PreviewPage />, { ...route, route: paths.documentPreview.getHref('t1', 's1') });
    const list = await screen.findByRole('group', { name: 'Text of nautilus.po' });
    const entry = within(list)
      .getByText("approximately %'d hour | approximately %'d hours")
      .closest('div') as HTMLElement;
    expect(entry).toHaveAttribute('lang', 'en-US');
    expect(within(entry).getByText("omtrent %'d uur | omtrent %'d ure", { exact: false })).toHaveTextContent(
      "Translation: omtrent %'d uur | omtrent %'d ure",
    );
    expect(within(entry).getByText(/^Note: .*nautilus-file-operations\.c:297/)).toBeInTheDocument();
  });

  it('says in plain words why an encrypted file cannot be shown and offers it for download', async () => {
    serveDocuments({
      sources: [{ id: 's1', filename: 'secret.xlsx', content: corpusFile('xlsx/HARD_poi_58616_encrypted.xlsx') }],
    });
    renderWithProviders(<PreviewPage />, { ...route, route: paths.documentPreview.getHref('t1', 's1') });

    await expectDownloadOnly(
      'secret.xlsx',
      'This file is password-protected, so it cannot be shown. Download it and open it with its password.',
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('renders a long document as the page scrolls, and offers a file above the size limit for download only', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `Sentence number ${i + 1}.`).join('\n\n');
    const read = serveDocuments({
      sources: [
        { id: 's1', filename: 'long.txt', contentType: 'text/plain', content: lines },
        { id: 's2', filename: 'huge.docx', content: 'never read', length: 101 * 1024 * 1024 },
      ],
    });
    const { unmount } = renderWithProviders(<PreviewPage />, {
      ...route,
      route: paths.documentPreview.getHref('t1', 's1'),
    });
    expect(
      await screen.findByText('This file has 3,000 text units: they are shown as you scroll.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('group', { name: 'Text of long.txt' });
    const shown = units(list);
    expect(shown[0]).toEqual(['Line 1', 'Sentence number 1.']);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(100);
    unmount();

    renderWithProviders(<PreviewPage />, { ...route, route: paths.documentPreview.getHref('t1', 's2') });
    await expectDownloadOnly(
      'huge.docx',
      'This file is larger than 104.9 MB, so it is not shown here. Download it to open it in its application.',
    );
    expect(read).toEqual(['s1 Bearer tok']);
  });
});
