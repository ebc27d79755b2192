/**
 * Legacy encodings, hostile files crafted for each declaration: every copy is read back by readers that
 * did not write it (iconv-lite by the declaration the test reads itself, jsdom's WHATWG sniffing for
 * HTML, gettext's msgfmt for PO); untranslated text is the original text after decoding.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DocumentError } from './errors';
import { extractDocument, translateDocument } from './registry';
import { expectWellFormed } from './testing/round-trip.harness';
import type { TextUnit, Translator } from './types';

const encode = (text: string, encoding: string) => new Uint8Array(iconv.encode(text, encoding));
/** The copy as its own declaration (or BOM) tells an independent decoder to read it. */
function readBack(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const label = bom
    ? 'utf-8'
    : ((/encoding=["']([\w-]+)/.exec(head) ?? /charset=["']?([\w-]+)/.exec(head))?.[1] ?? 'utf-8');
  return iconv.decode(Buffer.from(bytes), label);
}
/** Translates only the units whose text includes `match`, into `to` (one part each). */
const only =
  (match: string, to: string): Translator =>
  (unit: TextUnit) =>
    unit.parts.join('').includes(match) ? unit.parts.map((_, i) => (i === 0 ? to : '')) : undefined;
const texts = (filename: string, bytes: Uint8Array) =>
  extractDocument({ filename, bytes }).units.map((u) => u.parts.join(''));

function refusal(filename: string, bytes: Uint8Array): DocumentError {
  try {
    extractDocument({ filename, bytes });
  } catch (error) {
    if (error instanceof DocumentError) return error;
    throw error;
  }
  throw new Error(`${filename} was read`);
}

describe('legacy encodings', () => {
  it('reads a KOI8-R PO by its header and writes UTF-8 with the header saying so, which msgfmt compiles', () => {
    const source = [
      'msgid ""',
      'msgstr ""',
      '"Project-Id-Version: app 1.0\\n"',
      '"PO-Revision-Date: 2024-01-01 00:00+0000\\n"',
      '"Last-Translator: A <a@example.com>\\n"',
      '"Language-Team: Russian <ru@example.com>\\n"',
      '"MIME-Version: 1.0\\n"',
      '"Content-Type: text/plain; charset=KOI8-R\\n"',
      '"Content-Transfer-Encoding: 8bit\\n"',
      '"Language: ru\\n"',
      '"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"',
      '',
      'msgid "Open file"',
      'msgstr "Открыть файл"',
      '',
      'msgid "Save changes"',
      'msgstr "Сохранить изменения"',
      '',
    ].join('\n');
    const bytes = encode(source, 'koi8-r');
    const units = extractDocument({ filename: 'app.po', bytes }).units;
    expect(units.map((u) => u.target)).toEqual(['Открыть файл', 'Сохранить изменения']);

    const copy = translateDocument({ filename: 'app.po', bytes }, only('Open', 'Відкрити файл'), 'uk');
    const text = readBack(copy);
    expect(text).toContain('charset=UTF-8');
    expect(text).toContain('msgstr "Відкрити файл"');
    expect(text).toContain('msgid "Save changes"\nmsgstr "Сохранить изменения"');

    const dir = mkdtempSync(join(tmpdir(), 'po-koi8-'));
    try {
      writeFileSync(join(dir, 'uk.po'), copy);
      const run = spawnSync('msgfmt', ['--check', '-o', join(dir, 'uk.mo'), join(dir, 'uk.po')], { encoding: 'utf8' });
      expect(run.error, 'gettext is missing: apt-get install gettext').toBeUndefined();
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a Windows-1251 SubRip file by its bytes and writes UTF-8 with a byte-order mark', () => {
    const cues = [
      'Привет! Как у тебя дела сегодня?',
      'Это тестовый субтитр для проверки кодировки.',
      'Мы поедем на море летом, если будет хорошая погода.',
    ];
    const source = cues.map((cue, i) => `${i + 1}\r\n00:00:0${i},000 --> 00:00:0${i},900\r\n${cue}\r\n`).join('\r\n');
    const bytes = encode(source, 'windows-1251');
    expect(texts('film.srt', bytes)).toEqual(cues);

    const copy = translateDocument(
      { filename: 'film.srt', bytes },
      only('тестовый', 'Ein Testuntertitel für die Kodierung.'),
      'de',
    );
    expect([...copy.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(readBack(copy)).toBe(source.replace(cues[1] ?? '', 'Ein Testuntertitel für die Kodierung.'));
    expect(texts('film.srt', copy)).toEqual([cues[0], 'Ein Testuntertitel für die Kodierung.', cues[2]]);
  });

  it('reads XLIFF declared ISO-8859-1 and writes UTF-8 under a declaration that says so', () => {
    const source = `<?xml version="1.0" encoding="ISO-8859-1"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
<file original="a.txt" source-language="de" target-language="fr" datatype="plaintext"><body>
<trans-unit id="1"><source>Grüße aus Köln</source></trans-unit>
<trans-unit id="2"><source>Schöne Straße, façade</source></trans-unit>
</body></file></xliff>
`;
    const bytes = encode(source, 'latin1');
    expect(texts('a.xlf', bytes)).toEqual(['Grüße aus Köln', 'Schöne Straße, façade']);

    const copy = translateDocument({ filename: 'a.xlf', bytes }, only('Grüße', 'Привет из Кёльна'), 'ru');
    const text = readBack(copy);
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expectWellFormed(text, 'a.xlf');
    expect(text).toContain('<target xml:lang="ru" state="translated">Привет из Кёльна</target>');
    expect(text).toContain('<trans-unit id="2"><source>Schöne Straße, façade</source></trans-unit>');
  });

  it('reads XML declared ISO-8859-1 and Shift_JIS', () => {
    const latin = `<?xml version='1.0' encoding='iso-8859-1'?>\n<doc><p>Où est la gare ?</p><p>Très bien, merci.</p></doc>\n`;
    const bytes = encode(latin, 'latin1');
    const copy = translateDocument({ filename: 'a.xml', bytes }, only('gare', 'Где вокзал?'), 'ru');
    expect(readBack(copy)).toBe(latin.replace('iso-8859-1', 'UTF-8').replace('Où est la gare ?', 'Где вокзал?'));

    const japanese = `<?xml version="1.0" encoding="Shift_JIS"?>\n<doc><p>こんにちは、世界。</p><p>ファイルを保存しました。</p></doc>\n`;
    const sjis = encode(japanese, 'shift_jis');
    expect(texts('ja.xml', sjis)).toEqual(['こんにちは、世界。', 'ファイルを保存しました。']);
    const translated = translateDocument({ filename: 'ja.xml', bytes: sjis }, only('世界', 'Hello, world.'), 'en');
    expect(readBack(translated)).toBe(
      japanese.replace('Shift_JIS', 'UTF-8').replace('こんにちは、世界。', 'Hello, world.'),
    );
  });

  it('reads HTML by its <meta> charset or http-equiv content type, and the browser algorithm reads the copy alike', () => {
    const meta =
      '<!DOCTYPE html>\n<html><head><meta charset=windows-1252><title>Café</title></head>\n<body><p>Prix : 5 € “net”</p><p>À bientôt</p></body></html>\n';
    const equiv = meta.replace(
      '<meta charset=windows-1252>',
      '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">',
    );
    for (const source of [meta, equiv]) {
      const bytes = encode(source, 'windows-1252');
      expect(texts('a.html', bytes)).toEqual(['Café', 'Prix : 5 € “net”', 'À bientôt']);
      const copy = translateDocument({ filename: 'a.html', bytes }, only('bientôt', 'Бывай'), 'ru');
      const dom = new JSDOM(copy);
      expect(dom.window.document.characterSet).toBe('UTF-8');
      expect([...dom.window.document.querySelectorAll('title, p')].map((e) => e.textContent)).toEqual([
        'Café',
        'Prix : 5 € “net”',
        'Бывай',
      ]);
      expect(readBack(copy)).toBe(source.replace('windows-1252', 'UTF-8').replace('À bientôt', 'Бывай'));
    }
  });

  it('gives an HTML page without a declaration whose bytes are not UTF-8 a byte-order mark', () => {
    const source = '<html><body><p>Très élégant, déjà vu à Genève.</p><p>Ça coûte cher, répète-t-il.</p></body></html>';
    const copy = translateDocument(
      { filename: 'a.html', bytes: encode(source, 'windows-1252') },
      only('élégant', 'Очень элегантно'),
      'ru',
    );
    const dom = new JSDOM(copy);
    expect(dom.window.document.characterSet).toBe('UTF-8');
    expect(dom.window.document.body.textContent).toBe('Очень элегантноÇa coûte cher, répète-t-il.');
  });

  it('returns a file with nothing translated as it came', () => {
    const bytes = encode('<?xml version="1.0" encoding="KOI8-R"?>\n<doc><p>Привет</p></doc>\n', 'koi8-r');
    expect(translateDocument({ filename: 'a.xml', bytes }, () => undefined, 'de')).toBe(bytes);
  });

  it('refuses what it cannot decode, saying why', () => {
    const xml = (encoding: string, body: Uint8Array) =>
      new Uint8Array([
        ...new TextEncoder().encode(`<?xml version="1.0" encoding="${encoding}"?><doc><p>`),
        ...body,
        ...new TextEncoder().encode('</p></doc>'),
      ]);
    expect(refusal('a.xml', xml('Shift_JIS', Uint8Array.of(0x41, 0x81, 0x20))).message).toMatch(
      /not valid shift_jis \(the encoding its XML declaration gives\)/,
    );
    expect(refusal('a.xml', xml('x-klingon', Uint8Array.of(0x41))).message).toMatch(/x-klingon .*cannot read/);
    expect(refusal('a.xml', encode('<doc><p>Grüße</p></doc>', 'latin1')).message).toMatch(/not valid UTF-8/);
    expect(refusal('a.json', encode('{"a": "Grüße aus Köln"}', 'latin1')).message).toMatch(/not valid UTF-8/);
    expect(
      refusal('a.vtt', encode('WEBVTT\n\n00:00.000 --> 00:01.000\nПривет, как дела у тебя сегодня?\n', 'windows-1251'))
        .message,
    ).toMatch(/not valid UTF-8/);
    const noise = Uint8Array.from({ length: 200 }, (_, i) => 0x80 + ((i * 37) % 0x7f));
    expect(refusal('a.txt', noise).message).toMatch(/not UTF-8, and its encoding cannot be told/);
  });
});
