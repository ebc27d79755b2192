/**
 * Where a PowerPoint paragraph is: its shape (`ppt/slides/slide2.xml#sp4/p1`, labelled with the
 * shape's name, "Title" or "Subtitle" for those placeholders), a table cell (`#sp5/r1c2/p1`, "Table 1 ·
 * B1"), a SmartArt item (`data1.xml#item2/p1`, "Item 2"). Slide-number and slide-image placeholders
 * are not text. A SmartArt drawing's shapes take the ids of the items they show, so the drawing can be
 * translated with the items' translations.
 */
import { localName } from '../../xml/tokens';
import { columnLetters, type ScopeRule } from './paragraph-dialect';

const SHAPES = new Set(['p:sp', 'p:graphicFrame', 'p:grpSp', 'p:cxnSp', 'p:pic']);
const NOT_TEXT = new Set(['sldNum', 'sldImg']);

/** Shapes of a slide or a notes page, with their tables. */
export function slideScopes(notes: boolean, placeholders = true): () => ScopeRule {
  return () => {
    let tables = 0;
    const used = new Set<string>();
    return (token, parent) => {
      const name = token.name;
      if (SHAPES.has(name)) return { kind: 'shape' };
      if (parent.kind === 'shape' && name === 'p:cNvPr' && parent.key === undefined) {
        let key = `sp${token.attrs.id ?? ''}`;
        for (let n = 2; used.has(key); n++) key = `sp${token.attrs.id ?? ''}-${n}`;
        used.add(key);
        parent.key = key;
        parent.label = token.attrs.name || undefined;
      } else if (parent.kind === 'shape' && name === 'p:ph') {
        const type = token.attrs.type ?? 'obj';
        // A master's or layout's placeholder text is a prompt ("Click to edit Master title style"), never shown.
        if (NOT_TEXT.has(type) || !placeholders) parent.skip = true;
        else if (type === 'title' || type === 'ctrTitle') parent.label = 'Title';
        else if (type === 'subTitle') parent.label = 'Subtitle';
        else if (notes && type === 'body') parent.label = undefined;
      } else if (name === 'a:tbl')
        return { kind: 'table', label: `Table ${++tables}`, key: parent.key ?? `table${tables}` };
      else if (name === 'a:tr' && parent.kind === 'table')
        return { kind: 'row', label: parent.label, key: `${parent.key ?? ''}/r${parent.children + 1}` };
      else if (name === 'a:tc' && parent.kind === 'row') {
        const column = parent.children + 1;
        return {
          kind: 'cell',
          label: `${parent.label ?? ''} · ${columnLetters(column)}${parent.index}`,
          key: `${parent.key ?? ''}c${column}`,
        };
      }
      return undefined;
    };
  };
}

/** A SmartArt diagram's items (by model id) as the data part reads them, for its drawing. */
export interface SmartArt {
  keys: Map<string, string>;
  /** Presentation points → the item they show. */
  shows: Map<string, string>;
}

export function smartArt(): SmartArt {
  return { keys: new Map(), shows: new Map() };
}

/** The diagram data: each text item (`dgm:pt` of type node or asst) is a scope. */
export function dataScopes(art: SmartArt): () => ScopeRule {
  return () => {
    let items = 0;
    let point = '';
    return (token) => {
      const name = localName(token.name);
      if (name === 'pt') {
        point = token.attrs.modelId ?? '';
        const type = token.attrs.type ?? 'node';
        if (type !== 'node' && type !== 'asst') return undefined;
        const key = `item${++items}`;
        art.keys.set(point, key);
        return { kind: 'item', label: `Item ${items}`, key };
      }
      if (name === 'prSet' && token.attrs.presAssocID) art.shows.set(point, token.attrs.presAssocID);
      return undefined;
    };
  };
}

/** The drawing PowerPoint made from the data: a shape is keyed by the item it shows. */
export function drawingScopes(art: SmartArt): () => ScopeRule {
  return () => (token) => {
    if (token.name !== 'dsp:sp') return undefined;
    const model = token.attrs.modelId ?? '';
    return { kind: 'shape', key: art.keys.get(model) ?? art.keys.get(art.shows.get(model) ?? '') ?? `shape${model}` };
  };
}

/** Modern comments (`p188:cm`): one scope each, a reply inside its comment ("Comment 2 · Reply 1"). */
export function commentScopes(): ScopeRule {
  let comments = 0;
  return (token, parent) => {
    const name = localName(token.name);
    if (name === 'cm') return { kind: 'comment', label: `Comment ${++comments}`, key: `cm${comments}` };
    if (name === 'reply' && parent.kind === 'comment') {
      const reply = parent.children + 1;
      return { label: `${parent.label ?? ''} · Reply ${reply}`, key: `${parent.key ?? ''}/reply${reply}` };
    }
    return undefined;
  };
}
