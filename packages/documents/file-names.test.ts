import { extensionOf, formatOf, withLanguage } from './file-names';

describe('withLanguage', () => {
  it.each([
    ['report.docx', 'de-DE', 'report.de-DE.docx'],
    ['annual.report.v2.xlsx', 'fr-FR', 'annual.report.v2.fr-FR.xlsx'],
    ['README', 'de-DE', 'README.de-DE'],
    ['.htaccess', 'de-DE', '.htaccess.de-DE'],
    // Already named for the language (a vendor that adds it itself): not twice.
    ['report.de-DE.docx', 'de-DE', 'report.de-DE.docx'],
    ['report.de-de.docx', 'de-DE', 'report.de-de.docx'],
  ])('%s in %s is saved as %s', (name, language, expected) => {
    expect(withLanguage(name, language)).toBe(expected);
  });
});

describe('formatOf', () => {
  it('reads the extension first, then the content type', () => {
    expect(extensionOf('Report.DOCX')).toBe('docx');
    expect(formatOf('Report.DOCX', 'application/octet-stream')).toBe('docx');
    expect(formatOf('export', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('xlsx');
    expect(formatOf('archive.bin', 'application/octet-stream')).toBeNull();
  });
});
