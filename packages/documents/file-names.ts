/**
 * What a file's name says: its format, and the name a translation of it is saved under. Free of the zip
 * and XML readers, so the portal's first chunk can name a file's type.
 */
import type { FormatId } from './types';

const BY_EXTENSION: Record<string, FormatId> = {
  docx: 'docx',
  docm: 'docx',
  dotx: 'docx',
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  pptx: 'pptx',
  pptm: 'pptx',
  odt: 'odt',
  ott: 'odt',
  ods: 'ods',
  odp: 'odp',
  idml: 'idml',
  xlf: 'xliff',
  xliff: 'xliff',
  xlf2: 'xliff',
  sdlxliff: 'xliff',
  mqxliff: 'xliff',
  po: 'po',
  pot: 'po',
  srt: 'srt',
  vtt: 'vtt',
  txt: 'txt',
  text: 'txt',
  json: 'json',
  xml: 'xml',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  md: 'markdown',
  markdown: 'markdown',
};

const BY_CONTENT_TYPE: [RegExp, FormatId][] = [
  [/wordprocessingml/, 'docx'],
  [/spreadsheetml/, 'xlsx'],
  [/presentationml/, 'pptx'],
  [/opendocument\.text/, 'odt'],
  [/opendocument\.spreadsheet/, 'ods'],
  [/opendocument\.presentation/, 'odp'],
  [/xliff/, 'xliff'],
  [/x-gettext|x-po\b/, 'po'],
  [/x-subrip/, 'srt'],
  [/text\/vtt/, 'vtt'],
  [/^text\/plain/, 'txt'],
  [/json/, 'json'],
  [/html/, 'html'],
  [/markdown/, 'markdown'],
  [/xml/, 'xml'],
];

export function extensionOf(filename: string): string {
  return /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
}

/** The format a file claims to be, or null when the layer does not know it. */
export function formatOf(filename: string, contentType = ''): FormatId | null {
  const known = BY_EXTENSION[extensionOf(filename)];
  if (known) return known;
  const type = contentType.toLowerCase();
  return BY_CONTENT_TYPE.find(([pattern]) => pattern.test(type))?.[1] ?? null;
}

/**
 * The name a translation is saved under: the language before the extension (`report.docx` in de-DE is
 * `report.de-DE.docx`), so that the translations of one document can lie side by side.
 */
export function withLanguage(filename: string, language: string): string {
  const dot = filename.lastIndexOf('.');
  // No extension, or only a leading dot (".htaccess"): the language goes at the end.
  const [stem, extension] = dot > 0 ? [filename.slice(0, dot), filename.slice(dot)] : [filename, ''];
  if (stem.toLowerCase().endsWith(`.${language.toLowerCase()}`)) return filename;
  return `${stem}.${language}${extension}`;
}
