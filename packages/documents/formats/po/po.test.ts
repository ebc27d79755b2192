import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accent } from '../../pseudo';
import { extractDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { po } from './po';
import { roundTrip, wordCount } from '../../testing/round-trip.harness';

const NAUTILUS = 'po/okapi_Test_nautilus.af.po';
const TEMPLATE = 'po/HARD_hello_ar_msginit_template.po';
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const utf8 = (text: string) => new TextEncoder().encode(text);

const LONG =
  'A long line that is written on two lines by the tool that made the file, and more.\nSecond line with "quotes", a tab\there and a backslash \\ here.';
/** No header; a fuzzy entry with a previous msgid; contexts; a string over several lines with escapes; Python plurals; an obsolete entry. */
const FIXTURE = `# Translator comment
#. Extracted comment
#: src/app.c:10 src/app.c:12
#, fuzzy, c-format
#| msgid "Old %s"
msgctxt "menu"
msgid "Open %s"
msgstr "Öffnen %s"

msgctxt "verb"
msgid "Open %s"
msgstr ""

msgid ""
"A long line that is written on two lines by the tool that made the file, "
"and more.\\n"
"Second line with \\"quotes\\", a tab\\there and a backslash \\\\ here."
msgstr ""

#, python-format
msgid "%(count)d file"
msgid_plural "%(count)d files"
msgstr[0] ""
msgstr[1] ""

#~ msgid "Obsolete"
#~ msgstr "Veraltet"
`;

interface Compiled {
  /** msgfmt's statistics ("12 translated messages, 1 fuzzy translation."). */
  statistics: string;
  /** Its warnings (header fields it misses). */
  warnings: string[];
  /** The compiled catalogue read back by msgunfmt (gettext's own reader of .mo files), as PO. */
  catalogue: string;
}

/** gettext compiles the catalogue with every check (format strings, plural count, header); throws if it refuses. */
function compile(text: string): Compiled {
  const dir = mkdtempSync(join(tmpdir(), 'po-'));
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { encoding: 'utf8' });
    if (result.error) throw new Error(`${command} is missing (apt-get install gettext): ${result.error.message}`);
    if (result.status !== 0) throw new Error(`${command} refused the catalogue: ${result.stderr}`);
    return result;
  };
  try {
    writeFileSync(join(dir, 'a.po'), text);
    const compiled = run('msgfmt', ['--check', '--statistics', '-o', join(dir, 'a.mo'), join(dir, 'a.po')]);
    const said = compiled.stderr.trim().split('\n');
    return {
      statistics: said.at(-1) ?? '',
      warnings: said.slice(0, -1),
      catalogue: run('msgunfmt', [join(dir, 'a.mo')]).stdout,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Blocks of the file with a live msgid (not obsolete, not the header). */
function liveEntries(text: string): number {
  return text
    .split(/\n\n/)
    .filter((block) => /^msgid "(?!")|^msgid ""\n"/m.test(block) && !/^msgid ""\nmsgstr ""\n"Project/m.test(block))
    .length;
}

/** The file without what translating may change: msgstr lines, flag lines and the header entry. */
function outsideTranslations(text: string): string {
  const lines = text.split('\n');
  const headerEnd = lines.findIndex(
    (l, i) => i > 0 && l === '' && lines.slice(0, i).some((x) => x.startsWith('msgid ""')),
  );
  const kept: string[] = [];
  let inMsgstr = false;
  for (const line of lines.slice(headerEnd)) {
    if (/^msgstr/.test(line)) inMsgstr = true;
    else if (!line.startsWith('"')) inMsgstr = false;
    if (!inMsgstr && !line.startsWith('#,')) kept.push(line);
  }
  return kept.join('\n');
}

describe('PO catalogues', () => {
  it('reads the GNOME catalogue: context, plurals, comments, references, fuzzy entries; not obsolete ones or the header', () => {
    const units = extractDocument({ filename: NAUTILUS, bytes: corpusFile(NAUTILUS) }).units;
    expect(units[0]).toMatchObject({ id: '%T left', parts: ['%T left', '%T left'], label: '#1', codes: 1 });
    expect(units[0]?.note).toBe(
      'To translators: %T will expand to a time like "2 minutes".\n* The singular/plural form will be used depending on the remaining time (i.e. the %T argument).\nReferences: ../libnautilus-private/nautilus-file-operations.c:1405',
    );
    expect(units[1]).toMatchObject({
      parts: ["approximately %'d hour", "approximately %'d hours"],
      target: "omtrent %'d uur | omtrent %'d ure",
    });
    expect(units.find((u) => u.parts[0] === 'Link to %s')?.note).toMatch(/Flags: c-format/);
    expect(units.filter((u) => u.note?.includes('fuzzy')).length).toBeGreaterThan(50);
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
    // Independently: blocks with a live msgid (not #~, not the header); the registry drops those without letters.
    const entries = po.extract(corpusFile(NAUTILUS), {});
    expect(entries.length).toBe(liveEntries(decode(corpusFile(NAUTILUS))));
    expect(units).toEqual(entries.filter((u) => /\p{L}/u.test(u.parts.join(''))));
    console.info(`${NAUTILUS}: ${units.length} units, ${wordCount(units)} words`);
  });

  it('writes a catalogue gettext compiles with every entry translated, the target plural forms and nothing else changed', () => {
    const bytes = corpusFile(NAUTILUS);
    const trip = roundTrip(NAUTILUS, bytes, {}, 'de-DE');
    expect(trip.target.map((u) => u.id)).toEqual(trip.source.map((u) => u.id));
    expect(trip.target.filter((u) => !u.target?.includes('[de-DE] ')).map((u) => u.id)).toEqual([]);
    const out = decode(trip.translated);
    const { statistics, catalogue } = compile(out);
    // Every live entry is translated and none is fuzzy (entries without letters keep their msgstr).
    expect(statistics).toBe(`${liveEntries(decode(bytes))} translated messages.`);
    expect(catalogue).toContain(
      `msgid "approximately %'d hour"\nmsgid_plural "approximately %'d hours"\nmsgstr[0] "[de-DE] ${accent("approximately %'d hour")}"\nmsgstr[1] "${accent("approximately %'d hours")}"`,
    );
    expect(out).toContain('"Language: de_DE\\n"');
    expect(out).toContain('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"');
    // The header's other lines keep their wrapping; no fuzzy flag is left on a live entry.
    expect(out).toContain(
      '"Report-Msgid-Bugs-To: http://bugzilla.gnome.org/enter_bug.cgi?"\n"product=nautilus&component=Internationalization (i18n)\\n"',
    );
    expect(out).not.toMatch(/^#, .*fuzzy.*\n(?:#.*\n)*msgid/m);
    expect(outsideTranslations(out)).toBe(outsideTranslations(decode(bytes)));
    // gettext's width: wrapped msgstr lines fit 79 columns, as the file's own lines do.
    const long = out.split('\n').filter((l) => /^(msgstr|")/.test(l) && l.length > 79 && / /.test(l.slice(1, 78)));
    expect(long.filter((l) => !decode(bytes).includes(l))).toEqual([]);
  });

  it('repairs a never-translated Arabic msginit template: UTF-8, six plural forms, the singular where n = 1', () => {
    const source = extractDocument({ filename: TEMPLATE, bytes: corpusFile(TEMPLATE) }).units;
    expect(source.map((u) => u.parts)).toEqual([
      ['Hello, world!\n'],
      ['Orangutan has %d banana.\n', 'Orangutan has %d bananas.\n'],
      ['Try Weblate at <http://demo.weblate.org/>!\n'],
      ['Thank you for using Weblate.'],
    ]);
    const trip = roundTrip(TEMPLATE, corpusFile(TEMPLATE), {}, 'ar');
    const out = decode(trip.translated);
    const { statistics, catalogue } = compile(out);
    expect(statistics).toBe('4 translated messages.');
    expect(out).toContain('"Content-Type: text/plain; charset=UTF-8\\n"');
    expect(out).toContain(
      '"Plural-Forms: nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);\\n"',
    );
    expect(out).toContain('"Language: ar\\n"');
    const plural = /msgid_plural .*\n((?:msgstr\[\d\] .*\n)+)/.exec(catalogue)?.[1]?.trim().split('\n') ?? [];
    expect(plural).toHaveLength(6);
    expect(plural[1]).toBe(`msgstr[1] "[ar] ${accent('Orangutan has %d banana.')}\\n"`);
    expect(plural.filter((l) => l.includes(accent('Orangutan has %d bananas.')))).toHaveLength(5);
    expect(trip.target.map((u) => u.target)).toEqual(trip.source.map(() => expect.stringContaining('[ar] ') as string));
  });

  it('keeps contexts, escapes and wrapping; writes the plural forms of Polish and Japanese; adds a missing header', () => {
    const units = extractDocument({ filename: 'a.po', bytes: utf8(FIXTURE) }).units;
    expect(units.map((u) => [u.id, u.parts, u.codes])).toEqual([
      ['menu\u0004Open %s', ['Open %s'], 1],
      ['verb\u0004Open %s', ['Open %s'], 1],
      [LONG, [LONG], 0],
      ['%(count)d file', ['%(count)d file', '%(count)d files'], 1],
    ]);
    expect(units[0]).toMatchObject({
      label: '#1 · menu',
      target: 'Öffnen %s',
      note: 'Context: menu\nTranslator comment\nExtracted comment\nReferences: src/app.c:10 src/app.c:12\nFlags: fuzzy, c-format',
    });
    for (const [language, count] of [
      ['pl', 3],
      ['ja', 1],
    ] as const) {
      for (const eol of ['\n', '\r\n']) {
        const trip = roundTrip('a.po', utf8(FIXTURE.replace(/\n/g, eol)), {}, language);
        const out = decode(trip.translated);
        if (eol === '\r\n') expect(out.replace(/\r\n/g, '')).not.toContain('\n');
        const { statistics, warnings, catalogue } = compile(out.replace(/\r\n/g, '\n'));
        expect(statistics).toBe('4 translated messages.');
        // A header made from nothing cannot know the project, date, translator and team.
        expect(warnings.map((w) => /'([^']+)' missing/.exec(w)?.[1])).toEqual([
          'Project-Id-Version',
          'PO-Revision-Date',
          'Last-Translator',
          'Language-Team',
        ]);
        expect(trip.target.map((u) => u.id)).toEqual(units.map((u) => u.id));
        expect(out.match(/^msgstr\[\d\] /gm)).toHaveLength(count);
        // msgunfmt writes the strings back as gettext escapes them: the same escapes as the source.
        expect(catalogue).toContain(
          `\n"${accent('Second line with ')}\\"${accent('quotes')}\\", ${accent('a tab')}\\t${accent('here and a backslash')} \\\\ ${accent('here.')}"\n`,
        );
        expect(out).toContain(`msgctxt "menu"${eol}msgid "Open %s"${eol}msgstr "[${language}] ${accent('Open')} %s"`);
        expect(
          out.startsWith(
            `msgid ""${eol}msgstr ""${eol}"MIME-Version: 1.0\\n"${eol}"Content-Type: text/plain; charset=UTF-8\\n"${eol}"Content-Transfer-Encoding: 8bit\\n"${eol}"Language: ${language}\\n"`,
          ),
        ).toBe(true);
        expect(out).toContain(`#~ msgid "Obsolete"${eol}#~ msgstr "Veraltet"`);
        expect(out).toContain(`#, c-format${eol}#| msgid "Old %s"`);
      }
    }
  });

  it('reads a Latin-1 catalogue and writes it as UTF-8, header included', () => {
    const latin1 = `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=ISO-8859-1\\n"\n\nmsgid "Café au lait"\nmsgstr ""\n`;
    const bytes = Uint8Array.from([...latin1].map((c) => c.charCodeAt(0)));
    expect(extractDocument({ filename: 'a.po', bytes }).units[0]?.parts).toEqual(['Café au lait']);
    const out = decode(roundTrip('a.po', bytes, {}, 'fr-FR').translated);
    expect(out).toContain(
      '"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: fr_FR\\n"\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"',
    );
    expect(compile(out).catalogue).toContain(`msgid "Café au lait"\nmsgstr "[fr-FR] ${accent('Café au lait')}"`);
  });

  it('writes a long translation on one line in a file that does not wrap', () => {
    const long = 'This sentence is long enough to go past the seventy-nine columns gettext wraps at by default.';
    const out = decode(roundTrip('a.po', utf8(`msgid "${long}"\nmsgstr ""\n`), {}, 'de').translated);
    expect(out).toContain(`\nmsgstr "[de] ${accent(long)}"\n`);
    expect(compile(out).statistics).toBe('1 translated message.');
  });

  it('refuses a line that is not PO', () => {
    expect(() => extractDocument({ filename: 'a.po', bytes: utf8('msgid "a"\nmsgstr "b"\nnonsense\n') })).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    );
    expect(() => extractDocument({ filename: 'a.po', bytes: utf8('msgid "a\nmsgstr "b"\n') })).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    );
  });
});
