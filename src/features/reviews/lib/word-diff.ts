/**
 * Which words of a segment's translation a new delivery changed: both texts cut into words the language's way
 * (Intl.Segmenter: Chinese or Japanese too, which have no spaces), compared with jsdiff's array diff, and given
 * back as each text's runs, changed or not, so that each text is shown whole with its changes marked.
 */
import { diffArrays } from 'diff';

export interface DiffRun {
  text: string;
  changed: boolean;
}

export interface WordDiff {
  /** The earlier text: its runs, the removed ones changed. */
  before: DiffRun[];
  /** The new text: its runs, the added ones changed. */
  after: DiffRun[];
}

const wordsOf = (text: string, segmenter: Intl.Segmenter) => Array.from(segmenter.segment(text), (s) => s.segment);

function push(runs: DiffRun[], text: string, changed: boolean) {
  const last = runs.at(-1);
  if (last && last.changed === changed) last.text += text;
  else runs.push({ text, changed });
}

export function wordDiff(before: string, after: string, language?: string): WordDiff {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const result: WordDiff = { before: [], after: [] };
  for (const part of diffArrays(wordsOf(before, segmenter), wordsOf(after, segmenter))) {
    const text = part.value.join('');
    if (!part.added) push(result.before, text, Boolean(part.removed));
    if (!part.removed) push(result.after, text, Boolean(part.added));
  }
  return result;
}
