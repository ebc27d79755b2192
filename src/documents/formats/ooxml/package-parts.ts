/** Finding parts in Office Open XML packages through their relationships. */
import type { ZipPackage } from '../../zip';
import { tokenize } from '../../xml/tokens';

export interface Relationship {
  id: string;
  type: string;
  /** Resolved to a package path (`word/header1.xml`). */
  target: string;
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
  return tokenize(pkg.text(rels)).flatMap((token) =>
    token.kind === 'open' && token.name === 'Relationship' && token.attrs.TargetMode !== 'External'
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
