import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { corpusFile } from '#documents/testing/corpus.harness';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import type { SelectedDocument } from './selected-document';
import { SourceDocumentsField } from './source-documents-field';

function Harness({ initial = [] as SelectedDocument[], onValue = (_: SelectedDocument[]) => {} }) {
  const [value, setValue] = useState(initial);
  return (
    <SourceDocumentsField
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const uploaded = (id: string, filename: string, length: number) =>
  HttpResponse.json(
    { id, createdAt: '2024-01-01T00:00:00Z', filename, contentType: 'text/plain', length },
    { status: 201 },
  );

function fileInput(): HTMLInputElement {
  return screen.getByLabelText('Choose files', { selector: 'input' });
}

describe('SourceDocumentsField', () => {
  it('uploads the chosen files and reports empty files and duplicates before uploading', async () => {
    const names: string[] = [];
    server.use(
      http.post(`${API}/documents/`, ({ request }) => {
        const name = new URL(request.url).searchParams.get('filename') ?? '';
        names.push(name);
        return uploaded(`d-${name}`, name, 5);
      }),
    );
    const onValue = vi.fn();
    const { user } = renderWithProviders(
      <Harness initial={[{ id: 'd0', filename: 'old.txt', length: 3 }]} onValue={onValue} />,
    );

    await user.upload(fileInput(), [
      new File(['hello'], 'a.txt', { type: 'text/plain' }),
      new File([], 'empty.txt', { type: 'text/plain' }),
      new File(['again'], 'OLD.txt', { type: 'text/plain' }),
    ]);

    const list = screen.getByRole('list', { name: 'Source documents' });
    expect(await within(list).findByText('Not uploaded: the file is empty.')).toBeInTheDocument();
    expect(within(list).getByText('Not uploaded: a file with this name is already in the list.')).toBeInTheDocument();
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith([
        { id: 'd0', filename: 'old.txt', length: 3 },
        { id: 'd-a.txt', filename: 'a.txt', length: 5 },
      ]),
    );
    expect(names).toEqual(['a.txt']);
    expect(within(list).getAllByText('Uploaded')).toHaveLength(2);

    await user.click(within(list).getByRole('button', { name: 'Remove empty.txt' }));
    expect(within(list).queryByText('empty.txt')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remove old.txt' }));
    expect(onValue).toHaveBeenLastCalledWith([{ id: 'd-a.txt', filename: 'a.txt', length: 5 }]);
  });

  it('shows a failed upload with the reason and uploads it again on retry', async () => {
    let attempts = 0;
    server.use(
      http.post(`${API}/documents/`, () => {
        attempts += 1;
        if (attempts === 1) return HttpResponse.json({ message: 'Disk full' }, { status: 500 });
        return uploaded('d1', 'report.txt', 6);
      }),
    );
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Harness onValue={onValue} />);

    await user.upload(fileInput(), new File(['report'], 'report.txt', { type: 'text/plain' }));

    expect(await screen.findByText('Upload failed: Disk full')).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry report.txt' }));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith([{ id: 'd1', filename: 'report.txt', length: 6 }]));
    expect(screen.queryByText(/Upload failed/)).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('explains a 413 refusal by the server', async () => {
    server.use(http.post(`${API}/documents/`, () => HttpResponse.json({ message: 'Too big' }, { status: 413 })));
    const { user } = renderWithProviders(<Harness />);
    await user.upload(fileInput(), new File(['x'], 'big.bin'));
    expect(
      await screen.findByText('Upload failed: The server refused the file because it is too large.'),
    ).toBeInTheDocument();
  });

  it('adds documents uploaded earlier from the chooser, searchable, without the ones already attached', async () => {
    server.use(
      http.get(`${API}/documents/`, () =>
        HttpResponse.json([
          { id: 'd1', createdAt: '2024-01-01T00:00:00Z', filename: 'manual.docx', contentType: 'x', length: 2000 },
          { id: 'd2', createdAt: '2024-01-02T00:00:00Z', filename: 'flyer.pdf', contentType: 'x', length: 1000 },
          { id: 'd3', createdAt: '2024-01-03T00:00:00Z', filename: 'attached.txt', contentType: 'x', length: 10 },
        ]),
      ),
    );
    const onValue = vi.fn();
    const { user } = renderWithProviders(
      <Harness initial={[{ id: 'd3', filename: 'attached.txt', length: 10 }]} onValue={onValue} />,
    );
    await user.click(screen.getByRole('button', { name: 'Choose from uploaded documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose from uploaded documents' });
    expect(await within(dialog).findByRole('checkbox', { name: 'attached.txt' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search by file name' }), 'flyer');
    expect(within(dialog).queryByRole('checkbox', { name: 'manual.docx' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'flyer.pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add one document' }));
    expect(onValue).toHaveBeenLastCalledWith([
      { id: 'd3', filename: 'attached.txt', length: 10 },
      { id: 'd2', filename: 'flyer.pdf', length: 1000 },
    ]);
  });

  it.each([
    ['en', 'Choose from uploaded documents', '3 documents'],
    ['de', 'Aus hochgeladenen Dokumenten wählen', '3 Dokumente'],
  ])(
    'offers only source documents in the chooser, not translations or conversions (%s)',
    async (lang, title, count) => {
      const item = (id: string, filename: string, type?: string) => ({
        id,
        createdAt: '2024-01-01T00:00:00Z',
        filename,
        contentType: 'x',
        length: 10,
        ...(type && { metadata: { type } }),
      });
      server.use(
        http.get(`${API}/documents/`, () =>
          HttpResponse.json([
            item('s1', 'report.docx', 'source'),
            item('t1', 'report.docx', 'target'),
            item('x1', 'report.docx.xlf', 'transformed'),
            // A service that sends no metadata: its conversion of a listed document is known by its name.
            item('s2', 'manual.txt'),
            item('x2', 'manual.txt.xlf'),
            item('s3', 'glossary.xlf'),
          ]),
        ),
      );
      await act(() => i18n.changeLanguage(lang));
      const { user } = renderWithProviders(<Harness />);
      await user.click(screen.getByRole('button', { name: title }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await within(dialog).findByRole('checkbox', { name: 'report.docx' });
      expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
      for (const name of ['report.docx', 'manual.txt', 'glossary.xlf']) {
        expect(within(dialog).getByRole('checkbox', { name })).toBeEnabled();
      }
      expect(within(dialog).queryByRole('checkbox', { name: 'report.docx.xlf' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('checkbox', { name: 'manual.txt.xlf' })).not.toBeInTheDocument();
      expect(within(dialog).getByText(count)).toBeVisible();
    },
  );

  it('warns on the row of a file the translation service cannot read, before the order is placed', async () => {
    server.use(
      http.post(`${API}/documents/`, ({ request }) => {
        const name = new URL(request.url).searchParams.get('filename') ?? '';
        return uploaded(`d-${name}`, name, 5);
      }),
    );
    // An Excel 97–2003 workbook: an OLE2 compound file with a "Workbook" stream.
    const ole2 = new Uint8Array(2048);
    ole2.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole2.set(
      [...'Workbook'].flatMap((c) => [c.charCodeAt(0), 0]),
      1024,
    );
    const { user } = renderWithProviders(<Harness />);
    await user.upload(fileInput(), [
      new File([corpusFile('docx/HARD_poi_bug53475-password-is-pass.docx').slice()], 'secret.docx'),
      new File([corpusFile('docx/HARD_poi_truncated62886.docx').slice()], 'cut.docx'),
      new File([ole2], 'renamed.xlsx'),
      new File(['old'], 'letter.doc'),
      new File([corpusFile('docx/okapi_TextBoxes.docx').slice()], 'fine.docx'),
    ]);

    const list = screen.getByRole('list', { name: 'Source documents' });
    const row = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    await waitFor(() => expect(within(list).getAllByText('Uploaded')).toHaveLength(5));
    expect(
      await within(row('secret.docx')).findByText(
        'This file is password-protected: the translation service cannot read it. Remove the password, save the file and add it again.',
      ),
    ).toBeInTheDocument();
    expect(await within(row('cut.docx')).findByText(/This file looks damaged or incomplete/)).toBeInTheDocument();
    expect(
      await within(row('renamed.xlsx')).findByText(/This is not a real \.xlsx file \(it may be an older Office file/),
    ).toBeInTheDocument();
    expect(
      await within(row('letter.doc')).findByText(
        'Older .doc files cannot be translated. Open the file in Office, save it as .docx and add that file instead.',
      ),
    ).toBeInTheDocument();
    expect(within(row('fine.docx')).queryByText(/translation service/)).not.toBeInTheDocument();

    // The user may still remove the file before ordering.
    await user.click(within(list).getByRole('button', { name: 'Remove secret.docx' }));
    expect(within(list).queryByText('secret.docx')).not.toBeInTheDocument();
    expect(within(list).queryByText(/password-protected/)).not.toBeInTheDocument();
  });
});
