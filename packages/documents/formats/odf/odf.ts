/**
 * OpenDocument text (.odt), spreadsheets (.ods) and presentations (.odp): the paragraphs of
 * `content.xml`, and for text documents the headers and footers of `styles.xml` (see odf-locate.ts
 * for what is read where and how it is labelled, odf-paragraphs.ts for parts and codes). Ids are
 * `content.xml#p12`: the 12th translatable paragraph of the part, in document order. Spreadsheet
 * text is read per string cell, labelled with its address; presentations per slide, with the speaker
 * notes after each slide. The `mimetype` entry stays first and stored (the zip layer keeps every
 * entry's place and method); meta.xml (title, subject) is left alone.
 */
import { DocumentError } from '../../errors';
import type { FormatHandler, TextUnit } from '../../types';
import type { ZipPackage } from '../../zip';
import { openPackage } from '../package-kind';
import { locator, type Kind } from './odf-locate';
import { readOdfParagraphs, type OdfParagraph } from './odf-paragraphs';
import { translateOdfParagraphs } from './odf-write';

function parts(pkg: ZipPackage, kind: Kind): string[] {
  if (!pkg.has('content.xml')) throw new DocumentError('damaged', 'The OpenDocument package has no content');
  // A password-protected document: the zip is plain, its parts are encrypted (ODF 1.2 §3.4).
  if (pkg.has('META-INF/manifest.xml') && /<manifest:encryption-data\b/.test(pkg.text('META-INF/manifest.xml'))) {
    throw new DocumentError(
      'encrypted',
      'The file is protected with a password; remove the protection and upload it again',
    );
  }
  return kind === 'odt' && pkg.has('styles.xml') ? ['content.xml', 'styles.xml'] : ['content.xml'];
}

const read = (pkg: ZipPackage, part: string, kind: Kind) =>
  readOdfParagraphs(pkg.text(part), part, locator(kind, part));

function unitOf(p: OdfParagraph): TextUnit | undefined {
  if (!p.translate || (p.parts.length === 0 && !p.value)) return undefined;
  if (p.value)
    return { id: p.id, group: p.group, label: p.label, parts: [p.value.attrs['office:string-value'] ?? ''], codes: 0 };
  const parts = p.parts.map((pieces) => pieces.map((x) => x.text).join(''));
  const breaks = p.breaksBefore ? { breaksBefore: p.breaksBefore } : {};
  return { id: p.id, group: p.group, label: p.label, parts, codes: p.codes, ...breaks };
}

function handler(kind: Kind): FormatHandler {
  return {
    id: kind,
    extract(bytes) {
      const pkg = openPackage(bytes, kind);
      return parts(pkg, kind).flatMap((part) => read(pkg, part, kind).flatMap((p) => unitOf(p) ?? []));
    },
    translate(bytes, translate) {
      const pkg = openPackage(bytes, kind);
      const replacements = new Map<string, string>();
      for (const part of parts(pkg, kind)) {
        const xml = pkg.text(part);
        const translated = translateOdfParagraphs(xml, read(pkg, part, kind), unitOf, translate);
        if (translated !== xml) replacements.set(part, translated);
      }
      return pkg.rewrite(replacements);
    },
  };
}

export const odt = handler('odt');
export const ods = handler('ods');
export const odp = handler('odp');
