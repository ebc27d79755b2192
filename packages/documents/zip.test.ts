/**
 * Zip packages that lie in their headers, built from a real Word file with fflate and then changed in
 * place: each is refused with a DocumentError that says what is wrong, or read and written faithfully.
 * Written copies are checked by readers that did not write them: Info-ZIP's unzip (integrity, CRC and
 * compressed size of every entry), JSZip and LibreOffice. What a package says it is:
 * packages/documents/formats/package-kind.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { pseudoTranslator } from './pseudo';
import { extractDocument, translateDocument } from './registry';
import { corpusFile } from './testing/corpus.harness';
import { asZip64, entriesOf, patchEntry, withBomb, zipOf } from './testing/hostile-zip.harness';
import { libreOfficeText } from './testing/libreoffice.harness';
import { refusal } from './testing/refusal.harness';
import { openZip } from './zip';

const DOCX = corpusFile('docx/okapi_TextBoxes.docx');
const MAIN = 'word/document.xml';
const mainBytes = entriesOf(DOCX).find(([name]) => name === MAIN)?.[1] ?? new Uint8Array();

const withEntries = (change: (entries: [string, Uint8Array][]) => [string, Uint8Array][]) =>
  zipOf(change(entriesOf(DOCX)));

interface Listed {
  method: string;
  compressed: number;
  crc: string;
}

/** Info-ZIP's view of an archive: `unzip -t` must find no error; `unzip -v` gives each entry. */
function infoZip(bytes: Uint8Array): Map<string, Listed> {
  const dir = mkdtempSync(join(tmpdir(), 'zip-'));
  try {
    const path = join(dir, 'a.zip');
    writeFileSync(path, bytes);
    expect(execFileSync('unzip', ['-tq', path], { encoding: 'utf8' })).toMatch(/^No errors detected/);
    const listing = execFileSync('unzip', ['-v', path], { encoding: 'utf8' });
    const rows = [...listing.matchAll(/^\s*(\d+)\s+(\S+)\s+(\d+)\s+\S+\s+\S+\s+\S+\s+([0-9a-f]{8})\s+(.+)$/gm)];
    return new Map(rows.map((m) => [m[5] ?? '', { method: m[2] ?? '', compressed: Number(m[3]), crc: m[4] ?? '' }]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The translated copy keeps every untouched entry's compressed bytes (as Info-ZIP lists them) and opens in LibreOffice. */
function expectFaithfulCopy(name: string, source: Uint8Array, translated: Uint8Array): void {
  const before = infoZip(source);
  const after = infoZip(translated);
  expect([...after.keys()]).toEqual([...before.keys()]);
  const changed = [...before]
    .filter(([entry, listed]) => JSON.stringify(after.get(entry)) !== JSON.stringify(listed))
    .map(([entry]) => entry);
  expect(changed).toEqual([MAIN]);
  expect(libreOfficeText([{ name, bytes: translated }]).get(name)).toContain('[de-DE]');
}

describe('zip packages read by their bytes', () => {
  it('stops inflating an entry at the size its header declares: a bomb is refused before it is inflated', () => {
    // About 1.2 GB of zeros behind a header that declares the real document.xml's size.
    const bomb = withBomb(DOCX, MAIN, 8 * 1024 * 1024, mainBytes.length);
    expect(refusal('bomb.docx', bomb)).toEqual({
      code: 'damaged',
      message: `The entry ${MAIN} inflates to more than the ${mainBytes.length} bytes its header declares: the package is damaged or a zip bomb`,
    });
  });

  it('refuses an entry a little larger or smaller than declared, instead of cutting it', () => {
    const larger = patchEntry(DOCX, MAIN, { size: mainBytes.length - 10 });
    expect(refusal('a.docx', larger)).toEqual({
      code: 'damaged',
      message: `The entry ${MAIN} inflates to more than the ${mainBytes.length - 10} bytes its header declares: the package is damaged or a zip bomb`,
    });
    const smaller = patchEntry(DOCX, MAIN, { size: mainBytes.length + 10 });
    expect(refusal('a.docx', smaller)).toEqual({
      code: 'damaged',
      message: `The entry ${MAIN} inflates to ${mainBytes.length} bytes, fewer than the ${mainBytes.length + 10} its header declares`,
    });
    const storedShort = patchEntry(
      zipOf(entriesOf(DOCX).map(([n, d]) => [n, d, { level: n === MAIN ? 0 : 6 }])),
      MAIN,
      { size: mainBytes.length + 1 },
    );
    expect(refusal('a.docx', storedShort)).toEqual({
      code: 'damaged',
      message: `The stored entry ${MAIN} holds ${mainBytes.length} bytes, not the ${mainBytes.length + 1} its header declares`,
    });
  });

  it('checks every entry it reads against its CRC-32', () => {
    const wrong = patchEntry(DOCX, MAIN, { crc: (zlibCrc32(mainBytes) ^ 1) >>> 0 });
    expect(refusal('a.docx', wrong)).toEqual({
      code: 'damaged',
      message: `The entry ${MAIN} fails its CRC-32 check: the package is damaged`,
    });
  });

  it('refuses two entries of one name, and a name that differs between the directory and the local header', () => {
    const twice = patchEntry(
      withEntries((entries) => [...entries, ['word/documenX.xml', strToU8('<w:document/>')]]),
      'word/documenX.xml',
      { rename: MAIN },
    );
    expect(refusal('a.docx', twice)).toEqual({
      code: 'damaged',
      message: `The package holds two entries named ${MAIN}: readers would disagree on which one counts`,
    });
    const split = patchEntry(DOCX, MAIN, { rename: 'word/documenX.xml', renameLocal: false });
    expect(refusal('a.docx', split)).toEqual({
      code: 'damaged',
      message:
        'The file is damaged or cut short: its zip package names the entry word/documenX.xml differently in its directory and its local header',
    });
  });

  it('keeps an entry named __proto__ like any other', () => {
    const data = strToU8('not an object key');
    const bytes = patchEntry(
      withEntries((entries) => [...entries, ['xxproto__', data]]),
      'xxproto__',
      { rename: '__proto__' },
    );
    const pkg = openZip(bytes);
    expect(pkg.names.at(-1)).toBe('__proto__');
    expect(pkg.has('__proto__')).toBe(true);
    expect(pkg.has('toString')).toBe(false);
    expect(pkg.text('__proto__')).toBe('not an object key');
    expect(extractDocument({ filename: 'a.docx', bytes }).units).toEqual(
      extractDocument({ filename: 'a.docx', bytes: DOCX }).units,
    );
    const translated = translateDocument({ filename: 'a.docx', bytes }, pseudoTranslator('de-DE'), 'de-DE');
    expectFaithfulCopy('proto.docx', bytes, translated);
    expect(infoZip(translated).get('__proto__')?.crc).toBe(zlibCrc32(data).toString(16).padStart(8, '0'));
  });

  it('reads entries with data descriptors and writes them with their sizes in the header', async () => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    for (const [name, data] of entriesOf(DOCX)) {
      const file = name.startsWith('word/media/') ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 9 });
      zip.add(file);
      file.push(data, true);
    }
    zip.end();
    const streamed = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
    chunks.reduce((at, c) => (streamed.set(c, at), at + c.length), 0);
    expect(streamed[6]! & 0x08).toBe(0x08);
    const translated = translateDocument({ filename: 'a.docx', bytes: streamed }, pseudoTranslator('de-DE'), 'de-DE');
    expect(translated[6]! & 0x08).toBe(0);
    expectFaithfulCopy('streamed.docx', streamed, translated);
    const reread = await JSZip.loadAsync(translated);
    expect(await reread.file('word/styles.xml')?.async('string')).toBe(
      new TextDecoder().decode(entriesOf(DOCX).find(([n]) => n === 'word/styles.xml')?.[1]),
    );
  });

  it('reads a Zip64 archive (sizes and offsets in Zip64 extra fields, a Zip64 end record) and writes a plain one', async () => {
    const zip64 = asZip64(DOCX);
    // The crafted archive is what other readers take for a valid Zip64 archive.
    expect(infoZip(zip64).size).toBe(entriesOf(DOCX).length);
    const jszip = await JSZip.loadAsync(zip64);
    expect(await jszip.file(MAIN)?.async('uint8array')).toEqual(mainBytes);
    const pkg = openZip(zip64);
    expect(pkg.names).toEqual(entriesOf(DOCX).map(([name]) => name));
    expect(pkg.bytes(MAIN)).toEqual(mainBytes);
    expect(extractDocument({ filename: 'a.docx', bytes: zip64 }).units).toEqual(
      extractDocument({ filename: 'a.docx', bytes: DOCX }).units,
    );
    const translated = translateDocument({ filename: 'a.docx', bytes: zip64 }, pseudoTranslator('de-DE'), 'de-DE');
    // Every size fits in 32 bits again: no Zip64 record is left for a reader to misread.
    expect(Buffer.from(translated).includes(Buffer.from([0x50, 0x4b, 6, 6]))).toBe(false);
    expectFaithfulCopy('zip64.docx', DOCX, translated);
  });

  it('refuses a Zip64 archive whose end record locator points elsewhere, saying so', () => {
    expect(refusal('a.docx', asZip64(DOCX, { locatorAt: 10 }))).toEqual({
      code: 'damaged',
      message: 'The file is damaged or cut short: its zip package lacks its Zip64 directory record',
    });
  });
});
