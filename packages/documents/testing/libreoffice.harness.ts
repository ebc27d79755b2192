/**
 * The independent reader of the layer's tests: the real LibreOffice (Debian's `libreoffice-*-nogui`)
 * opens each file and says what text it reads. Word processing files become plain text, spreadsheets
 * CSV of every sheet, presentations the text of the OpenDocument presentation LibreOffice saves
 * (slides and notes; a PDF would clip text that runs off a slide). A file LibreOffice cannot open has
 * no output, and that fails the test. Plain-text export leaves out text boxes and headers: `via: 'pdf'`
 * reads what a printout shows instead, through `pdftotext` (poppler-utils).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';

const SOFFICE = process.env.SOFFICE_PATH ?? 'soffice';

type Kind = 'text' | 'sheet' | 'slides' | 'pdf';
const KINDS: Record<string, Kind> = {
  '.docx': 'text',
  '.odt': 'text',
  '.xlsx': 'sheet',
  '.ods': 'sheet',
  '.pptx': 'slides',
  '.odp': 'slides',
};

const FILTERS: Record<Kind, string> = {
  text: 'txt:Text (encoded):UTF8',
  // Field separator ",", text delimiter '"', UTF-8, …, the last token -1 writes every sheet to its own file.
  sheet: 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
  slides: 'odp',
  pdf: 'pdf',
};

/** The paragraphs of an OpenDocument file LibreOffice wrote, one per line. */
function openDocumentText(path: string): string {
  const content = unzipSync(new Uint8Array(readFileSync(path)), { filter: (f) => f.name === 'content.xml' })[
    'content.xml'
  ];
  return strFromU8(content ?? new Uint8Array())
    .replace(/<text:s\b[^>]*\/>/g, ' ')
    .replace(/<text:tab\/>/g, '\t')
    .replace(/<text:line-break\/>|<\/text:[ph]>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] ?? '',
    );
}

function missingTools(): string {
  return 'LibreOffice is needed for these tests: sudo apt-get install -y libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui poppler-utils';
}

/** The text LibreOffice reads from each file, by the name given. Throws when a file cannot be opened. */
export function libreOfficeText(
  files: readonly { name: string; bytes: Uint8Array }[],
  /** `pdf`: what a printout shows (text boxes, headers and footers too; comments not) for every kind. */
  via: 'native' | 'pdf' = 'native',
): Map<string, string> {
  const kindOf = (name: string): Kind | undefined => {
    const kind = KINDS[extname(name).toLowerCase()];
    return kind && via === 'pdf' ? 'pdf' : kind;
  };
  const dir = mkdtempSync(join(tmpdir(), 'lo-'));
  // A profile of its own, so parallel test files do not share (and lock) one.
  const profile = `file://${join(dir, 'profile')}`;
  try {
    const byKind = new Map<Kind, string[]>();
    files.forEach((file, i) => {
      const kind = kindOf(file.name);
      if (!kind) throw new Error(`LibreOffice is not used for ${file.name}`);
      const path = join(dir, `f${i}${extname(file.name).toLowerCase()}`);
      writeFileSync(path, file.bytes);
      byKind.set(kind, [...(byKind.get(kind) ?? []), path]);
    });
    for (const [kind, paths] of byKind) {
      const out = join(dir, kind);
      try {
        execFileSync(
          SOFFICE,
          [
            `-env:UserInstallation=${profile}`,
            '--headless',
            '--norestore',
            '--convert-to',
            FILTERS[kind],
            '--outdir',
            out,
            ...paths,
          ],
          { stdio: 'pipe', timeout: 120_000 },
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(missingTools());
        throw error;
      }
    }
    const result = new Map<string, string>();
    files.forEach((file, i) => {
      const kind = kindOf(file.name) ?? 'text';
      const out = join(dir, kind);
      const produced = existsSync(out)
        ? readdirSync(out).filter((n) => n.startsWith(`f${i}.`) || n.startsWith(`f${i}-`))
        : [];
      if (produced.length === 0) throw new Error(`LibreOffice could not open ${file.name}`);
      const texts = produced.sort().map((name) => {
        const path = join(out, name);
        if (kind === 'slides') return openDocumentText(path);
        if (kind !== 'pdf') return readFileSync(path, 'utf8');
        try {
          return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(missingTools());
          throw error;
        }
      });
      result.set(file.name, texts.join('\n'));
    });
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every file LibreOffice writes converting each input to `format`, by what follows the input's own
 * name: `.ods` for one output, `-Sheet1.csv`, `-Sheet2.csv`… for a CSV of every sheet.
 */
export function libreOfficeOutputs(
  files: readonly { name: string; bytes: Uint8Array }[],
  format: string,
  /** How to read the inputs, e.g. `CSV:44,34,76,1` (comma, quote, UTF-8); LibreOffice guesses without it. */
  infilter?: string,
): Map<string, Map<string, Uint8Array>> {
  const dir = mkdtempSync(join(tmpdir(), 'lo-'));
  try {
    const paths = files.map((file, i) => {
      const path = join(dir, `f${i}${extname(file.name).toLowerCase()}`);
      writeFileSync(path, file.bytes);
      return path;
    });
    const out = join(dir, 'out');
    try {
      execFileSync(
        SOFFICE,
        [
          `-env:UserInstallation=file://${join(dir, 'profile')}`,
          '--headless',
          '--norestore',
          ...(infilter ? [`--infilter=${infilter}`] : []),
          '--convert-to',
          format,
          '--outdir',
          out,
          ...paths,
        ],
        {
          stdio: 'pipe',
          timeout: 120_000,
        },
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(missingTools());
      throw error;
    }
    const produced = existsSync(out) ? readdirSync(out) : [];
    return new Map(
      files.map((file, i) => {
        const own = produced.filter((n) => n.startsWith(`f${i}.`) || n.startsWith(`f${i}-`));
        return [
          file.name,
          new Map(own.map((n) => [n.slice(`f${i}`.length), new Uint8Array(readFileSync(join(out, n)))])),
        ];
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Files converted by LibreOffice (`ods`, `odp`…), so that tests have fixtures a real application wrote. */
export function libreOfficeConvert(
  files: readonly { name: string; bytes: Uint8Array }[],
  format: string,
): Map<string, Uint8Array> {
  const outputs = libreOfficeOutputs(files, format);
  return new Map(
    files.map((file) => {
      const bytes = outputs.get(file.name)?.get(`.${format.split(':')[0] ?? format}`);
      if (!bytes) throw new Error(`LibreOffice could not convert ${file.name}`);
      return [file.name, bytes];
    }),
  );
}

/** The distinct text cells of LibreOffice's CSV export (a shared string counts once, as tools count it). */
export function csvTextCells(csv: string): Set<string> {
  const cells = [...csv.matchAll(/"((?:[^"]|"")*)"|([^,\r\n]+)/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/""/g, '"'));
  return new Set(cells.filter((cell) => /\p{L}/u.test(cell)));
}

/**
 * What LibreOffice counts in each file, read the way that shows all of its text: Word files as
 * printed (text boxes, headers), spreadsheets as their distinct text cells, presentations and ODT
 * as their content. `countWords` counts them.
 */
export function libreOfficeWords(
  files: readonly { name: string; bytes: Uint8Array }[],
  countWords: (text: string) => number,
): Map<string, number> {
  const printed = files.filter((f) => extname(f.name).toLowerCase() === '.docx');
  const native = files.filter((f) => extname(f.name).toLowerCase() !== '.docx');
  const texts = new Map([
    ...(printed.length ? libreOfficeText(printed, 'pdf') : []),
    ...(native.length ? libreOfficeText(native) : []),
  ]);
  return new Map(
    files.map((f) => {
      const text = texts.get(f.name) ?? '';
      const sheet = KINDS[extname(f.name).toLowerCase()] === 'sheet';
      return [
        f.name,
        sheet ? [...csvTextCells(text)].reduce((sum, cell) => sum + countWords(cell), 0) : countWords(text),
      ];
    }),
  );
}
