import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accent } from '../../pseudo';
import { extractDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus';
import { roundTrip } from '../../testing/round-trip';

const NAUTILUS = 'po/okapi_Test_nautilus.af.po';
const TEMPLATE = 'po/HARD_hello_ar_msginit_template.po';
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** gettext's own compiler checks the catalogue (format strings, plural count, header); throws if not valid. */
function msgfmtCheck(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'po-'));
  try {
    writeFileSync(join(dir, 'a.po'), text);
    return execFileSync('msgfmt', ['--check', '--statistics', '-o', join(dir, 'a.mo'), join(dir, 'a.po')], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const failure = error as { code?: string; stderr?: string };
    throw new Error(failure.code === 'ENOENT' ? 'msgfmt is missing: apt-get install gettext' : `msgfmt refused the catalogue: ${failure.stderr ?? ''}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('PO catalogues', () => {
  it('reads entries with context, plurals, comments and fuzzy flags, not obsolete ones or the header', () => {
    const units = extractDocument({ filename: NAUTILUS, bytes: corpusFile(NAUTILUS) }).units;
    expect(units[0]).toMatchObject({ parts: ['%T left', '%T left'], label: '#2' });
    expect(units.find((u) => u.parts[0] === 'Link to %s')?.note).toMatch(/c-format/);
    expect(units.every((u) => u.parts[0] !== '')).toBe(true);
    const raw = decode(corpusFile(NAUTILUS));
    // Independently: blocks with a live msgid (not #~, not the header) whose source has a letter.
    const live = raw.split(/\n\n/).filter((block) => {
      const source = /^msgid ([\s\S]*?)^msgstr/m.exec(block)?.[1] ?? '';
      return /^msgid "/m.test(block) && /\p{L}/u.test(source);
    });
    expect(units.length).toBe(live.length);
  });

  it('writes a catalogue gettext accepts, with the target language plural forms and no fuzzy flags', () => {
    const trip = roundTrip(NAUTILUS, corpusFile(NAUTILUS), {}, 'de-DE');
    expect(trip.target.map((u) => u.id)).toEqual(trip.source.map((u) => u.id));
    expect(trip.target.filter((u) => !u.target?.includes('[de-DE]'))).toEqual([]);
    const out = decode(trip.translated);
    expect(msgfmtCheck(out)).toBe('');
    expect(out).toContain('"Language: de_DE\\n"');
    expect(out).toContain('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"');
    // Fuzzy flags go from translated entries (obsolete #~ entries keep theirs).
    expect(out).not.toMatch(/^#, fuzzy.*\n(?:#\|.*\n)*msgid/m);
    expect(out).toContain(`msgstr[0] "[de-DE] ${accent("approximately %'d hour")}"\nmsgstr[1] "${accent("approximately %'d hours")}"`);
  });

  it('repairs the header of a never-translated Arabic template: UTF-8 and six plural forms', () => {
    const trip = roundTrip(TEMPLATE, corpusFile(TEMPLATE), {}, 'ar');
    const out = decode(trip.translated);
    expect(msgfmtCheck(out)).toBe('');
    expect(out).toContain('charset=UTF-8');
    expect(out).toContain('nplurals=6;');
    expect(out.match(/^msgstr\[\d\] /gm)).toHaveLength(6);
    expect(trip.target.map((u) => u.target)).toEqual(trip.source.map(() => expect.stringContaining('[ar]') as string));
  });
});
