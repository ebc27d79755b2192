/**
 * XML tokens seen as elements: each open token knows its close token, so an element's children and
 * descendants are found without a DOM, and every element keeps the raw offsets a splice needs.
 */
import { DocumentError } from '../../errors';
import { localName, tokenize, type OpenToken, type XmlToken } from '../../xml/tokens';

export interface Element {
  open: OpenToken;
  /** Local name (`trans-unit`, `mrk`). */
  name: string;
  /** Token indexes of the open and the close token (a self-closing element's close is first + 1). */
  first: number;
  last: number;
  /** Raw offsets of the content (equal for a self-closing element). */
  start: number;
  end: number;
}

export class Tree {
  readonly tokens: XmlToken[];
  private readonly closeOf: Int32Array;

  constructor(readonly xml: string) {
    this.tokens = tokenize(xml);
    this.closeOf = new Int32Array(this.tokens.length).fill(-1);
    const stack: number[] = [];
    this.tokens.forEach((token, i) => {
      if (token.kind === 'open') stack.push(i);
      else if (token.kind === 'close') this.closeOf[stack.pop() ?? 0] = i;
    });
  }

  /** The element whose open token is at `index`. */
  element(index: number): Element {
    const open = this.tokens[index];
    const last = this.closeOf[index] ?? -1;
    const close = this.tokens[last];
    if (open?.kind !== 'open' || !close)
      throw new DocumentError('malformed', 'The XML has an element that is not closed');
    return {
      open,
      name: localName(open.name),
      first: index,
      last,
      start: open.end,
      end: open.selfClosing ? open.end : close.start,
    };
  }

  /** The first element of the document (its root). */
  root(): Element | undefined {
    const index = this.tokens.findIndex((t) => t.kind === 'open');
    return index < 0 ? undefined : this.element(index);
  }

  /** Direct child elements, in order. */
  children(parent: Element): Element[] {
    const found: Element[] = [];
    for (let i = parent.first + 1; i < parent.last; i++) {
      if (this.tokens[i]?.kind !== 'open') continue;
      const child = this.element(i);
      found.push(child);
      i = child.last;
    }
    return found;
  }

  child(parent: Element, name: string): Element | undefined {
    return this.children(parent).find((c) => c.name === name);
  }

  /** Descendant elements with this local name, outermost first, not looking inside a match. */
  descendants(parent: Element, name: string, where: (e: Element) => boolean = () => true): Element[] {
    const found: Element[] = [];
    for (let i = parent.first + 1; i < parent.last; i++) {
      const token = this.tokens[i];
      if (token?.kind !== 'open' || localName(token.name) !== name) continue;
      const element = this.element(i);
      if (!where(element)) continue;
      found.push(element);
      i = element.last;
    }
    return found;
  }

  /** The raw open tag of an element. */
  tag(element: Element): string {
    return this.xml.slice(element.open.start, element.open.end);
  }
}
