/**
 * Test helpers: subtitle files as independent parsers read them, for checking what the layer writes.
 * WebVTT by Mozilla's vtt.js (a WebVTT parser written to the W3C specification, once Firefox's);
 * SubRip by media-captions (Vidstack's caption parser).
 */
import { createRequire } from 'node:module';
import { parseText } from 'media-captions';

export interface ReadCue {
  id: string;
  start: number;
  end: number;
  text: string;
}

interface Parser {
  oncue: (cue: ReadCue) => void;
  onparsingerror: (error: Error) => void;
  parse(text: string): Parser;
  flush(): Parser;
}
interface WebVTT {
  Parser: new (window: object, decoder: object) => Parser;
  StringDecoder: () => object;
}

/** vtt.js's cue class needs a browser; the parser only sets these fields on it. */
class Cue implements ReadCue {
  id = '';
  constructor(
    public start: number,
    public end: number,
    public text: string,
  ) {}
  set startTime(value: number) {
    this.start = value;
  }
  set endTime(value: number) {
    this.end = value;
  }
}

const { WebVTT } = createRequire(import.meta.url)('vtt.js/lib/vtt.js') as { WebVTT: WebVTT };

/** The cues vtt.js reads (id, times in seconds, raw cue text) and the number of its parsing errors. */
export function readVtt(text: string): { cues: ReadCue[]; errors: number } {
  const cues: ReadCue[] = [];
  let errors = 0;
  const parser = new WebVTT.Parser({ VTTCue: Cue, VTTRegion: class {} }, WebVTT.StringDecoder());
  parser.oncue = (cue) => cues.push({ id: cue.id, start: cue.start, end: cue.end, text: cue.text });
  parser.onparsingerror = () => errors++;
  parser.parse(text).flush();
  return { cues, errors };
}

/** The cues media-captions reads from a SubRip file. */
export async function readSrt(text: string): Promise<ReadCue[]> {
  const { cues } = await parseText(text, { type: 'srt' });
  return cues.map((c) => ({ id: c.id, start: c.startTime, end: c.endTime, text: c.text }));
}
