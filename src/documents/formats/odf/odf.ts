/**
 * OpenDocument text (.odt), spreadsheets (.ods) and presentations (.odp): the paragraphs of
 * `content.xml`, and for text documents the headers and footers of `styles.xml`. Spreadsheet text is
 * read per cell (string cells only), labelled with its address; presentations per slide, with the
 * speaker notes after each slide. The `mimetype` entry stays first and stored (the zip layer keeps
 * every entry's place and method).
 */
import { DocumentError } from '../../errors';
import type { FormatHandler, TextUnit } from '../../types';
import type { OpenToken } from '../../xml/tokens';
import { openZip, type ZipPackage } from '../../zip';
import { paragraphUnit, translateParagraphs } from '../ooxml/paragraphs';
import { readOdfParagraphs, type Located, type OdfContext, type OdfParagraph } from './odf-paragraphs';

type Kind = 'odt' | 'ods' | 'odp';

function column(n: number): string {
  let name = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) name = String.fromCharCode(65 + ((i - 1) % 26)) + name;
  return name;
}

const repeat = (token: OpenToken, attribute: string) => Math.max(1, Number(token.attrs[attribute] ?? 1) || 1);

/** Locates paragraphs: spreadsheet cells by address, slides and notes by number, headers, footers. */
function locator(kind: Kind, part: string): OdfContext {
  let row = 0;
  let nextRow = 1;
  let nextColumn = 1;
  let slide = 0;
  const addresses = new WeakMap<OpenToken, string>();
  return {
    onOpen(token) {
      if (token.name === 'table:table') nextRow = 1;
      else if (token.name === 'table:table-row') {
        row = nextRow;
        nextRow += repeat(token, 'table:number-rows-repeated');
        nextColumn = 1;
      } else if (token.name === 'table:table-cell' || token.name === 'table:covered-table-cell') {
        addresses.set(token, `${column(nextColumn)}${row}`);
        nextColumn += repeat(token, 'table:number-columns-repeated');
      } else if (token.name === 'draw:page') slide++;
    },
    locate(ancestors): Located {
      const names = ancestors.map((a) => a.name);
      if (part === 'styles.xml') {
        const header = names.some((n) => n.startsWith('style:header'));
        const footer = names.some((n) => n.startsWith('style:footer'));
        return { group: footer ? 'Footer' : 'Header', translate: header || footer };
      }
      const table = ancestors.findLast((a) => a.name === 'table:table');
      const cell = ancestors.findLast((a) => a.name === 'table:table-cell');
      const address = cell ? addresses.get(cell) : undefined;
      if (kind === 'ods') {
        const type = cell?.attrs['office:value-type'];
        return { group: table?.attrs['table:name'] ?? 'Sheet', context: address, translate: type === undefined || type === 'string' };
      }
      const context = table ? `${table.attrs['table:name'] ?? 'Table'}${address ? ` · ${address}` : ''}` : undefined;
      if (kind === 'odp') return { group: `${names.includes('presentation:notes') ? 'Notes' : 'Slide'} ${slide}`, context, translate: true };
      return { group: 'Body', context, translate: true };
    },
  };
}

function parts(pkg: ZipPackage, kind: Kind): string[] {
  if (!pkg.has('content.xml')) throw new DocumentError('damaged', 'The OpenDocument package has no content');
  return kind === 'odt' && pkg.has('styles.xml') ? ['content.xml', 'styles.xml'] : ['content.xml'];
}

const read = (pkg: ZipPackage, part: string, kind: Kind) => readOdfParagraphs(pkg.text(part), part, locator(kind, part));

function unitOf(p: OdfParagraph): TextUnit | undefined {
  if (!p.translate || p.parts.length === 0) return undefined;
  const unit = paragraphUnit(p, p.group);
  return p.context && /^[A-Z]+\d+$/.test(p.context) ? { ...unit, label: p.context } : unit;
}

const NO_SPACE = { preserveSpace: false } as const;

function handler(kind: Kind): FormatHandler {
  return {
    id: kind,
    extract(bytes) {
      const pkg = openZip(bytes);
      return parts(pkg, kind).flatMap((part) => read(pkg, part, kind).flatMap((p) => unitOf(p) ?? []));
    },
    translate(bytes, translate) {
      const pkg = openZip(bytes);
      const replacements = new Map<string, string>();
      for (const part of parts(pkg, kind)) {
        const xml = pkg.text(part);
        const paragraphs = read(pkg, part, kind);
        const translated = translateParagraphs(xml, paragraphs, (p) => unitOf(p as OdfParagraph), translate, NO_SPACE);
        if (translated !== xml) replacements.set(part, translated);
      }
      return pkg.rewrite(replacements);
    },
  };
}

export const odt = handler('odt');
export const ods = handler('ods');
export const odp = handler('odp');
