/**
 * Where an OpenDocument paragraph is, for people, and whether it is translated.
 * - Text (content.xml): "Body", "Footnotes"/"Endnotes" ("Footnote 1 · ¶ 1"), "Comments" ("Comment 2 ·
 *   ¶ 1"); tables as "Table1 · B2 · ¶ 1", frames by name ("Frame1 · ¶ 1"). styles.xml: only the
 *   headers and footers of the master pages ("Header 1", "Footer 2"), numbered in document order.
 * - Spreadsheets: the sheet's name and the cell's address ("B3"; repeated rows and columns counted);
 *   only cells whose value type is string and that hold no formula (a formula's text is its result).
 *   A cell's `office:string-value`, where there is one, is its content (the paragraph only shows it).
 *   Comments, shapes and page headers are left alone, as the Excel module does.
 * - Presentations: "Slide 3" and "Notes 3"; shapes labelled "Title", "Subtitle" or by name, table
 *   cells by the frame's name and address, comments "Comment 1". Master pages (styles.xml) hold only
 *   the prompts of placeholders and are not read.
 */
import type { OpenToken } from '../../xml/tokens';
import { columnLetters } from '../ooxml/paragraph-dialect';
import type { Located, OdfContext } from './odf-paragraphs';

export type Kind = 'odt' | 'ods' | 'odp';

interface Table {
  row: number;
  nextRow: number;
  nextColumn: number;
}

const repeat = (token: OpenToken, attribute: string) => Math.max(1, Number(token.attrs[attribute] ?? 1) || 1);
const SHAPE = /^draw:(frame|custom-shape|rect|ellipse|polygon|path|caption|text-box)$/;

/** Cell addresses, counting repeated rows and columns; a table may sit in another table's cell. */
function tableCells() {
  const stack: Table[] = [];
  const addresses = new WeakMap<OpenToken, string>();
  return {
    open(token: OpenToken) {
      if (token.name === 'table:table' && !token.selfClosing) stack.push({ row: 0, nextRow: 1, nextColumn: 1 });
      const table = stack.at(-1);
      if (!table) return;
      if (token.name === 'table:table-row') {
        table.row = table.nextRow;
        table.nextRow += repeat(token, 'table:number-rows-repeated');
        table.nextColumn = 1;
      } else if (token.name === 'table:table-cell' || token.name === 'table:covered-table-cell') {
        addresses.set(token, `${columnLetters(table.nextColumn)}${table.row}`);
        table.nextColumn += repeat(token, 'table:number-columns-repeated');
      }
    },
    close(name: string) {
      if (name === 'table:table') stack.pop();
    },
    address: (cell: OpenToken) => addresses.get(cell) ?? '',
  };
}

function shapeLabel(token: OpenToken): string | undefined {
  const kind = token.attrs['presentation:class'];
  if (kind === 'title') return 'Title';
  if (kind === 'subtitle') return 'Subtitle';
  if (kind === 'notes') return undefined;
  return token.attrs['draw:name'] || undefined;
}

/** The innermost holder with a label (cell, shape, note, comment) and the note or comment around it. */
function nearest(
  ancestors: readonly OpenToken[],
  labels: WeakMap<OpenToken, string>,
  cells: ReturnType<typeof tableCells>,
) {
  let context: string | undefined;
  let found = false;
  let note: OpenToken | undefined;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const token = ancestors[i];
    if (!token) continue;
    if (!found && token.name === 'table:table-cell') {
      const table = ancestors.findLast((a, j) => j < i && a.name === 'table:table');
      const frame = ancestors.findLast((a, j) => j < i && a.name === 'draw:frame');
      const name = table?.attrs['table:name'] ?? (frame ? shapeLabel(frame) : undefined) ?? 'Table';
      context = `${name} · ${cells.address(token)}`;
      found = true;
    } else if (!found && labels.has(token)) {
      context = labels.get(token);
      found = true;
    } else if (!found && SHAPE.test(token.name)) {
      context = shapeLabel(token);
      found = context !== undefined;
    }
    if (
      !note &&
      (token.name === 'text:note' || token.name === 'office:annotation' || token.name === 'officeooo:annotation')
    )
      note = token;
  }
  return { context, note };
}

/** Locates the paragraphs of one part of a document of this kind. */
export function locator(kind: Kind, part: string): OdfContext {
  const cells = tableCells();
  const labels = new WeakMap<OpenToken, string>();
  const counts = new Map<string, number>();
  const count = (what: string) => {
    const n = (counts.get(what) ?? 0) + 1;
    counts.set(what, n);
    return n;
  };
  let slide = 0;
  return {
    onOpen(token) {
      cells.open(token);
      const name = token.name;
      if (name === 'text:note') {
        const endnote = token.attrs['text:note-class'] === 'endnote';
        labels.set(token, endnote ? `Endnote ${count('endnote')}` : `Footnote ${count('footnote')}`);
      } else if (name === 'office:annotation' || name === 'officeooo:annotation')
        labels.set(token, `Comment ${count(`comment${slide}`)}`);
      else if (kind === 'odt' && name === 'draw:frame')
        labels.set(token, token.attrs['draw:name'] || `Frame ${count('frame')}`);
      else if (/^style:(header|footer)(-left|-first)?$/.test(name) && !token.selfClosing) {
        const footer = name.startsWith('style:footer');
        labels.set(token, footer ? `Footer ${count('footer')}` : `Header ${count('header')}`);
      } else if (name === 'draw:page') slide++;
    },
    onClose: (name) => cells.close(name),
    keepSpace: kind === 'ods',
    locate(ancestors): Located {
      if (part === 'styles.xml') {
        const box = ancestors.findLast((a) => a.name.startsWith('style:header') || a.name.startsWith('style:footer'));
        return { group: (box && labels.get(box)) ?? 'Styles', translate: box !== undefined && kind === 'odt' };
      }
      if (kind === 'ods') {
        // The paragraph is the last ancestor; its cell holds it directly (not in a comment or shape).
        const cell = ancestors.at(-2);
        const table = ancestors.find((a) => a.name === 'table:table');
        const text =
          cell?.name === 'table:table-cell' &&
          cell.attrs['office:value-type'] === 'string' &&
          cell.attrs['table:formula'] === undefined;
        const value = cell?.attrs['office:string-value'] !== undefined ? cell : undefined;
        return {
          group: table?.attrs['table:name'] ?? 'Sheet',
          context: cell ? cells.address(cell) : undefined,
          translate: text,
          bare: true,
          value,
        };
      }
      const { context, note } = nearest(ancestors, labels, cells);
      if (kind === 'odp') {
        const group = `${ancestors.some((a) => a.name === 'presentation:notes') ? 'Notes' : 'Slide'} ${slide}`;
        return { group, context, translate: slide > 0 };
      }
      const group = !note
        ? 'Body'
        : note.name === 'text:note'
          ? labels.get(note)?.startsWith('Endnote')
            ? 'Endnotes'
            : 'Footnotes'
          : 'Comments';
      return { group, context, translate: true };
    },
  };
}
