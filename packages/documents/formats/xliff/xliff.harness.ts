/** Test helper: XLIFF units as an independent parser (saxes) reads them, for checking translated files. */
import { SaxesParser } from 'saxes';

export interface ReadUnit {
  /** Trans-unit id (1.2) or unit id + segment number (2.0). */
  id: string;
  /** Open tags inside the source (the seg-source when there is one), as name + attributes. */
  sourceTags: string[];
  targetTags: string[];
  /** The target's text, or null when there is no target. */
  target: string | null;
}

/** Each trans-unit's or segment's source markup and target, read by saxes (not by our tokenizer). */
export function readUnits(xml: string): ReadUnit[] {
  const parser = new SaxesParser();
  const units: ReadUnit[] = [];
  const path: string[] = [];
  let unit: ReadUnit | null = null;
  let unitId = '';
  let segments = 0;
  let into: 'source' | 'seg-source' | 'target' | null = null;
  let depth = 0;
  let hasSegSource = false;
  parser.on('opentag', (tag) => {
    const name = tag.name.replace(/^.*:/, '');
    const parent = path.at(-1) ?? '';
    path.push(name);
    if (name === 'trans-unit' || name === 'unit') {
      unitId = String(tag.attributes.id);
      segments = 0;
      hasSegSource = false;
    }
    if (name === 'trans-unit' || name === 'segment') {
      unit = {
        id: name === 'segment' ? `${unitId}/${++segments}` : unitId,
        sourceTags: [],
        targetTags: [],
        target: null,
      };
      units.push(unit);
    }
    if (into && unit) {
      depth++;
      const tags = into === 'target' ? unit.targetTags : unit.sourceTags;
      if (into !== 'source' || !hasSegSource) tags.push(`${tag.name}${JSON.stringify(tag.attributes)}`);
    } else if (unit && /^(source|seg-source|target)$/.test(name) && /^(trans-unit|segment)$/.test(parent)) {
      into = name as 'source' | 'seg-source' | 'target';
      if (name === 'seg-source') {
        hasSegSource = true;
        unit.sourceTags = [];
      }
      if (name === 'target') unit.target = '';
    }
  });
  parser.on('text', (text) => {
    if (into === 'target' && unit) unit.target += text;
  });
  parser.on('closetag', () => {
    path.pop();
    if (into && depth > 0) depth--;
    else if (into) into = null;
  });
  parser.write(xml).close();
  return units;
}
