/**
 * Where a story is shown, for people: the page (or master page) of the first text frame that shows
 * it. Frames and pages are placed on their spread by their ItemTransform; a frame belongs to the page
 * its centre is over (the nearest page when it sits on the pasteboard).
 */
import { localName, tokenize } from '../../xml/tokens';
import type { ZipPackage } from '../../zip';

type Matrix = [number, number, number, number, number, number];

function matrix(value: string | undefined): Matrix {
  const numbers = (value ?? '').trim().split(/\s+/).map(Number);
  return numbers.length === 6 && numbers.every(Number.isFinite) ? (numbers as Matrix) : [1, 0, 0, 1, 0, 0];
}

const apply = ([a, b, c, d, tx, ty]: Matrix, x: number, y: number): [number, number] => [
  a * x + c * y + tx,
  b * x + d * y + ty,
];

interface Page {
  name: string;
  left: number;
  right: number;
}

function pagesOf(xml: string, master: boolean): { pages: Page[]; frames: { story: string; x: number }[] } {
  const pages: Page[] = [];
  const frames: { story: string; x: number }[] = [];
  let frame: { story: string; transform: Matrix; xs: number[]; depth: number } | null = null;
  let depth = 0;
  for (const token of tokenize(xml)) {
    if (token.kind === 'close' && token.start !== token.end) {
      depth--;
      if (frame && depth < frame.depth) {
        const xs = frame.xs.length > 0 ? frame.xs : [0];
        frames.push({ story: frame.story, x: xs.reduce((s, x) => s + x, 0) / xs.length });
        frame = null;
      }
    }
    if (token.kind !== 'open') continue;
    if (!token.selfClosing) depth++;
    const name = localName(token.name);
    if (name === 'Page') {
      const [top = 0, left = 0, bottom = 0, right = 0] = (token.attrs.GeometricBounds ?? '').split(/\s+/).map(Number);
      const transform = matrix(token.attrs.ItemTransform);
      const xs = [apply(transform, left, top)[0], apply(transform, right, bottom)[0]];
      const label = token.attrs.Name ?? String(pages.length + 1);
      pages.push({ name: master ? `master ${label}` : `page ${label}`, left: Math.min(...xs), right: Math.max(...xs) });
    } else if (name === 'TextFrame' && token.attrs.ParentStory && !frame) {
      frame = { story: token.attrs.ParentStory, transform: matrix(token.attrs.ItemTransform), xs: [], depth };
    } else if (name === 'PathPointType' && frame) {
      const [x = 0, y = 0] = (token.attrs.Anchor ?? '').split(/\s+/).map(Number);
      frame.xs.push(apply(frame.transform, x, y)[0]);
    }
  }
  return { pages, frames };
}

/** Story id (`u5e15`) → "page 3" / "master A", for the stories whose frame is found. */
export function storyPages(pkg: ZipPackage, designmap: string): Map<string, string> {
  const found = new Map<string, string>();
  const spreads = [...designmap.matchAll(/<idPkg:(Spread|MasterSpread)\b[^>]*\bsrc="([^"]+)"/g)];
  // Pages first, master pages after: a story shown on a page is named by it.
  spreads.sort((a, b) => Number(a[1] === 'MasterSpread') - Number(b[1] === 'MasterSpread'));
  for (const [, kind, src = ''] of spreads) {
    if (!pkg.has(src)) continue;
    const { pages, frames } = pagesOf(pkg.text(src), kind === 'MasterSpread');
    for (const { story, x } of frames) {
      if (found.has(story) || pages.length === 0) continue;
      const distance = (p: Page) => (x < p.left ? p.left - x : x > p.right ? x - p.right : 0);
      const page = pages.reduce((best, p) => (distance(p) < distance(best) ? p : best));
      found.set(story, page.name);
    }
  }
  return found;
}
