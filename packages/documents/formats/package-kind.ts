/**
 * What a zip package says it is, checked before a format reads it: an Office Open XML package by the
 * content type its `[Content_Types].xml` gives the main part that `_rels/.rels` names (both must be
 * well-formed XML), an OpenDocument or IDML package by its `mimetype` entry. A Word file named .xlsx is
 * refused with what it really is, instead of yielding no text.
 */
import { DocumentError } from '../errors';
import type { FormatId } from '../types';
import { localName } from '../xml/tokens';
import { openZip, type ZipPackage } from '../zip';
import { packageXml, relationships } from './package-parts';

export type PackageFormat = Extract<FormatId, 'docx' | 'xlsx' | 'pptx' | 'odt' | 'ods' | 'odp' | 'idml'>;

const NAMES: Record<PackageFormat, string> = {
  docx: 'a Word document',
  xlsx: 'an Excel workbook',
  pptx: 'a PowerPoint presentation',
  odt: 'an OpenDocument text',
  ods: 'an OpenDocument spreadsheet',
  odp: 'an OpenDocument presentation',
  idml: 'an InDesign document (IDML)',
};

/** Main-part content types (ECMA-376 Part 1 §11–13, with the macro-enabled and template variants). */
const OOXML_TYPES: [RegExp, PackageFormat][] = [
  [/^application\/vnd\.(openxmlformats-officedocument\.wordprocessingml|ms-word)\.[\w.]+\+xml$/i, 'docx'],
  [/^application\/vnd\.(openxmlformats-officedocument\.spreadsheetml|ms-excel)\.[\w.]+\+xml$/i, 'xlsx'],
  [/^application\/vnd\.(openxmlformats-officedocument\.presentationml|ms-powerpoint)\.[\w.]+\+xml$/i, 'pptx'],
];

const MIMETYPES: [RegExp, PackageFormat][] = [
  [/^application\/vnd\.oasis\.opendocument\.text(-template)?$/, 'odt'],
  [/^application\/vnd\.oasis\.opendocument\.spreadsheet(-template)?$/, 'ods'],
  [/^application\/vnd\.oasis\.opendocument\.presentation(-template)?$/, 'odp'],
  [/^application\/vnd\.adobe\.indesign-idml-package$/, 'idml'],
];

/**
 * The main part's content type each name ending stands for (ECMA-376 Part 1 §11–13 and Office's
 * macro-enabled and template kinds). Word, Excel and PowerPoint refuse to open a file whose name and
 * main part disagree, a macro-enabled `.docm` renamed `.docx` among them; so does this layer.
 */
const MAIN_TYPES: Record<string, { format: PackageFormat; type: string; what: string }> = {
  docx: {
    format: 'docx',
    type: 'openxmlformats-officedocument.wordprocessingml.document',
    what: 'a Word document (.docx)',
  },
  docm: { format: 'docx', type: 'ms-word.document.macroEnabled', what: 'a macro-enabled Word document (.docm)' },
  dotx: {
    format: 'docx',
    type: 'openxmlformats-officedocument.wordprocessingml.template',
    what: 'a Word template (.dotx)',
  },
  dotm: {
    format: 'docx',
    type: 'ms-word.template.macroEnabledTemplate',
    what: 'a macro-enabled Word template (.dotm)',
  },
  xlsx: {
    format: 'xlsx',
    type: 'openxmlformats-officedocument.spreadsheetml.sheet',
    what: 'an Excel workbook (.xlsx)',
  },
  xlsm: { format: 'xlsx', type: 'ms-excel.sheet.macroEnabled', what: 'a macro-enabled Excel workbook (.xlsm)' },
  xltx: {
    format: 'xlsx',
    type: 'openxmlformats-officedocument.spreadsheetml.template',
    what: 'an Excel template (.xltx)',
  },
  xltm: { format: 'xlsx', type: 'ms-excel.template.macroEnabled', what: 'a macro-enabled Excel template (.xltm)' },
  pptx: {
    format: 'pptx',
    type: 'openxmlformats-officedocument.presentationml.presentation',
    what: 'a PowerPoint presentation (.pptx)',
  },
  pptm: {
    format: 'pptx',
    type: 'ms-powerpoint.presentation.macroEnabled',
    what: 'a macro-enabled PowerPoint presentation (.pptm)',
  },
  potx: {
    format: 'pptx',
    type: 'openxmlformats-officedocument.presentationml.template',
    what: 'a PowerPoint template (.potx)',
  },
  potm: {
    format: 'pptx',
    type: 'ms-powerpoint.template.macroEnabled',
    what: 'a macro-enabled PowerPoint template (.potm)',
  },
  ppsx: {
    format: 'pptx',
    type: 'openxmlformats-officedocument.presentationml.slideshow',
    what: 'a PowerPoint show (.ppsx)',
  },
  ppsm: {
    format: 'pptx',
    type: 'ms-powerpoint.slideshow.macroEnabled',
    what: 'a macro-enabled PowerPoint show (.ppsm)',
  },
};
const mainType = (extension: string) => {
  const known = MAIN_TYPES[extension];
  return known && `application/vnd.${known.type}.main+xml`.toLowerCase();
};

/** The main part's content type, or throws when the package does not hold together. */
function ooxmlMainType(pkg: ZipPackage): string {
  const types = packageXml(pkg, '[Content_Types].xml', 'Types');
  if (!pkg.has('_rels/.rels'))
    throw new DocumentError('damaged', 'The file is damaged: its package has no _rels/.rels');
  const target = relationships(pkg, '').find((r) => r.type.endsWith('/officeDocument'))?.target;
  if (!target || !pkg.has(target))
    throw new DocumentError('damaged', 'The file is damaged: its _rels/.rels names no main part it holds');
  const partName = `/${target}`.toLowerCase();
  const extension = target.slice(target.lastIndexOf('.') + 1).toLowerCase();
  const override = types.find((t) => localName(t.name) === 'Override' && t.attrs.PartName?.toLowerCase() === partName);
  const byDefault = types.find(
    (t) => localName(t.name) === 'Default' && t.attrs.Extension?.toLowerCase() === extension,
  );
  return (override ?? byDefault)?.attrs.ContentType ?? '';
}

/** The format an Office Open XML package's main part is, or throws when the package does not hold together. */
function ooxmlFormat(pkg: ZipPackage): PackageFormat {
  const type = ooxmlMainType(pkg);
  const format = OOXML_TYPES.find(([pattern]) => pattern.test(type))?.[1];
  if (!format) {
    throw new DocumentError(
      'unsupported',
      `The file's main part has the content type ${type || '(none)'}, which cannot be read`,
    );
  }
  return format;
}

/** What the package says it is; null for a package that says nothing (no content types, no mimetype). */
export function packageFormat(pkg: ZipPackage): PackageFormat | null {
  if (pkg.has('[Content_Types].xml')) return ooxmlFormat(pkg);
  if (!pkg.has('mimetype')) return null;
  const mimetype = pkg.text('mimetype').trim();
  const format = MIMETYPES.find(([pattern]) => pattern.test(mimetype))?.[1];
  if (!format)
    throw new DocumentError(
      'unsupported',
      `The file is a package of type ${mimetype.slice(0, 100)}, which cannot be read`,
    );
  return format;
}

const OOXML: ReadonlySet<PackageFormat> = new Set(['docx', 'xlsx', 'pptx']);

/**
 * Checks that an Office Open XML package is exactly the kind its name ending says (a `.docx` is no
 * `.docm` or `.dotx`); throws DocumentError when it is not. The format modules read packages without
 * their names, so the registry asks this first (it reads only the package's directory and OPC parts).
 */
export function expectPackageKind(bytes: Uint8Array, extension: string): void {
  const known = MAIN_TYPES[extension];
  if (known) openPackage(bytes, known.format, extension);
}

/**
 * Opens a package the file's name says is `expected` (and, with `extension`, exactly which kind:
 * `docm`, `dotx`…); throws DocumentError when it is something else.
 */
export function openPackage(bytes: Uint8Array, expected: PackageFormat, extension = ''): ZipPackage {
  const pkg = openZip(bytes);
  const actual = packageFormat(pkg);
  if (actual === null && OOXML.has(expected)) {
    throw new DocumentError('damaged', `The file is not ${NAMES[expected]}: its package has no [Content_Types].xml`);
  }
  if (actual !== null && actual !== expected) {
    throw new DocumentError('mislabelled', `The file is ${NAMES[actual]}, not ${NAMES[expected]} as its name says`);
  }
  const named = mainType(extension);
  if (actual !== null && named) {
    const type = ooxmlMainType(pkg).toLowerCase();
    const kind = Object.keys(MAIN_TYPES).find((k) => mainType(k) === type);
    if (type !== named) {
      throw new DocumentError(
        'mislabelled',
        kind
          ? `The file is ${MAIN_TYPES[kind]?.what}, not ${MAIN_TYPES[extension]?.what} as its name says: name it .${kind}`
          : `The file's main part has the content type ${type}, not the one of ${MAIN_TYPES[extension]?.what}`,
      );
    }
  }
  return pkg;
}
