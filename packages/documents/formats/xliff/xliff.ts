/**
 * XLIFF 1.2 (with the memoQ, Maxprograms, Trados SDLXLIFF and XTM flavours) and XLIFF 2.0. A unit per
 * trans-unit (1.2), per segment `mrk` when the trans-unit is segmented (`seg-source`), or per segment
 * (2.0); units, groups and files marked `translate="no"` are left alone. Translating fills or creates
 * targets from the source's markup with only the text replaced, so every inline code stays, marks them
 * translated, and sets the target language (1.2 `target-language` on each file, 2.0 `trgLang`).
 * Everything else stays byte for byte.
 */
import { DocumentError } from '../../errors';
import { decodeText, writeText } from '../../text-encoding';
import type { FormatHandler, Translator } from '../../types';
import type { Edit } from '../../xml/tokens';
import { retag, type Block } from './target';
import { Tree, type Element } from './tree';
import { transUnit } from './xliff12';
import { unit20 } from './xliff20';

interface Parsed {
  tree: Tree;
  version: 1 | 2;
  blocks: Block[];
  /** `<file>` (1.2) or `<xliff>` (2.0) elements that carry the target language. */
  languageHolders: Element[];
}

/** A file's name for people: the last segment of its `original`, else its id or number. */
function fileName(file: Element, index: number): string {
  const original = file.open.attrs.original?.split(/[\\/]/).pop();
  return original || file.open.attrs.id || `File ${index}`;
}

function parse(text: string): Parsed {
  const tree = new Tree(text);
  const root = tree.root();
  if (!root || root.name !== 'xliff')
    throw new DocumentError('malformed', 'The file is not XLIFF: its root element is not <xliff>');
  const version = (root.open.attrs.version ?? '1.2').startsWith('2') ? 2 : 1;
  const parsed: Parsed = { tree, version, blocks: [], languageHolders: version === 2 ? [root] : [] };
  const used = new Map<string, number>();
  /** Ids are unique within a file; a document with several files may repeat one. */
  const unique = (id: string) => {
    const seen = used.get(id) ?? 0;
    used.set(id, seen + 1);
    return seen === 0 ? id : `${id}@${seen + 1}`;
  };
  let files = 0;
  let group = 'File 1';
  let language = version === 2 ? root.open.attrs.trgLang : undefined;
  const unitName = version === 1 ? 'trans-unit' : 'unit';
  for (let i = root.first + 1; i < root.last; i++) {
    const token = tree.tokens[i];
    if (token?.kind !== 'open') continue;
    const element = tree.element(i);
    const excluded = element.open.attrs.translate === 'no';
    if (element.name === 'file') {
      group = fileName(element, ++files);
      if (version === 1) {
        parsed.languageHolders.push(element);
        language = element.open.attrs['target-language'];
      }
    }
    if (excluded && /^(file|group)$/.test(element.name)) {
      i = element.last;
    } else if (element.name === unitName || element.name === 'bin-unit') {
      const id = unique(element.open.attrs.id ?? String(parsed.blocks.length + 1));
      const block =
        excluded || element.name === 'bin-unit'
          ? null
          : version === 1
            ? transUnit(tree, element, id, group)
            : unit20(tree, element, id, group);
      if (block) {
        for (const { unit } of block.segments) if (unit.locked) unit.locked = language ? { language } : {};
        parsed.blocks.push(block);
      }
      i = element.last;
    }
  }
  return parsed;
}

export const xliff: FormatHandler = {
  id: 'xliff',
  extract(bytes) {
    return parse(decodeText(bytes, 'xml').text).blocks.flatMap((b) => b.segments.map((s) => s.unit));
  },
  translate(bytes, translate: Translator, { targetLanguage }) {
    const decoded = decodeText(bytes, 'xml');
    const { tree, version, blocks, languageHolders } = parse(decoded.text);
    const attribute = version === 1 ? 'target-language' : 'trgLang';
    const edits: Edit[] = languageHolders.flatMap((holder) => retag(tree, holder, { [attribute]: targetLanguage }));
    for (const block of blocks) {
      const translated = block.segments.map((s) => translate(s.unit));
      edits.push(...block.edits(translated, targetLanguage));
    }
    return writeText(decoded, edits);
  },
};
