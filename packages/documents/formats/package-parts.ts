/** Finding parts in Office Open XML packages through their relationships. */
import { DocumentError } from '../errors';
import type { ZipPackage } from '../zip';
import { localName, tokenize, type OpenToken } from '../xml/tokens';

export interface Relationship {
  id: string;
  type: string;
  /** Resolved to a package path (`word/header1.xml`). */
  target: string;
}

const NAMESPACES = {
  Types: 'http://schemas.openxmlformats.org/package/2006/content-types',
  Relationships: 'http://schemas.openxmlformats.org/package/2006/relationships',
};

/**
 * The open tags of a package part that must be well-formed XML with one root element of this name and
 * namespace (OPC, ECMA-376 Part 2 §9–10); throws DocumentError naming the part otherwise.
 */
export function packageXml(pkg: ZipPackage, part: string, root: keyof typeof NAMESPACES): OpenToken[] {
  const refuse = (why: string) => new DocumentError('damaged', `The file is damaged: its ${part} ${why}`);
  let tokens;
  try {
    tokens = tokenize(pkg.text(part));
  } catch (error) {
    if (error instanceof DocumentError && error.code !== 'entities') {
      throw refuse(`is not well-formed XML: ${error.message.replace(/^The XML is not well-formed: /, '')}`);
    }
    throw error;
  }
  // tokenize has refused text outside the root element and any root but one.
  let depth = 0;
  const opens: OpenToken[] = [];
  for (const token of tokens) {
    if (token.kind === 'open') {
      if (depth++ === 0) {
        const prefix = token.name.includes(':') ? `:${token.name.slice(0, token.name.indexOf(':'))}` : '';
        if (localName(token.name) !== root || token.attrs[`xmlns${prefix}`] !== NAMESPACES[root]) {
          throw refuse(`is not an OPC ${root} part (its root element is <${token.name}>)`);
        }
      }
      opens.push(token);
    } else if (token.kind === 'close') {
      depth--;
    }
  }
  return opens;
}

function resolve(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

/** The relationships of `part` (`word/document.xml` → `word/_rels/document.xml.rels`). */
export function relationships(pkg: ZipPackage, part: string): Relationship[] {
  const slash = part.lastIndexOf('/');
  const rels = `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
  if (!pkg.has(rels)) return [];
  return packageXml(pkg, rels, 'Relationships').flatMap((token) =>
    localName(token.name) === 'Relationship' && token.attrs.TargetMode !== 'External'
      ? [{ id: token.attrs.Id ?? '', type: token.attrs.Type ?? '', target: resolve(part, token.attrs.Target ?? '') }]
      : [],
  );
}

/** The package's main part (`word/document.xml`, `xl/workbook.xml`, `ppt/presentation.xml`). */
export function mainPart(pkg: ZipPackage, fallback: string): string {
  const main = relationships(pkg, '').find((r) => r.type.endsWith('/officeDocument'));
  return main && pkg.has(main.target) ? main.target : fallback;
}

/** Natural order of numbered part names: header2 before header10. */
export function byNumber(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
