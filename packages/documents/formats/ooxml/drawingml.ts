/** DrawingML text (`a:p`/`a:r`/`a:t`) as PowerPoint shapes and chart titles hold it. */
import type { Dialect } from './paragraph-dialect';

export const DRAWING: Dialect = {
  paragraph: 'a:p',
  run: 'a:r',
  text: 'a:t',
  runProperties: 'a:rPr',
  codes: new Set(['a:br', 'a:fld']),
  spacing: new Set(['a:br']),
  boundaries: new Set([]),
  skipped: new Set(['a:fld']),
  noise: /\s(?:lang|altLang|dirty|err|smtClean|noProof|bmk)="[^"]*"/g,
  preserveSpace: false,
  // DrawingML has no break inside a run: the run ends, a:br follows, and a run like it goes on.
  breaks: (rPr) => ({ lineBreak: `</a:t></a:r><a:br/><a:r>${rPr}<a:t>`, tab: '\t' }),
  scopedIds: true,
};
