/**
 * Which cell styles have one of the project's excluded background colours. Names are the colours of
 * Excel's "Standard Colors" row; files from older Excel versions (and Excel for Mac 2011) use the
 * legacy palette's nearest colours for the same names, so both are recognised.
 */
import { localName, tokenize } from '../../xml/tokens';

const COLOURS: Record<string, readonly string[]> = {
  DARKRED: ['C00000', '800000'],
  RED: ['FF0000'],
  ORANGE: ['FFC000', 'FF6600', 'FF9900'],
  YELLOW: ['FFFF00'],
  LIGHTGREEN: ['92D050', 'CCFFCC', '99CC00'],
  GREEN: ['00B050', '008000'],
  LIGHTBLUE: ['00B0F0', '3366FF', '33CCCC'],
  BLUE: ['0070C0', '0000FF'],
  DARKBLUE: ['002060', '000090', '000080'],
  PURPLE: ['7030A0', '660066', '800080'],
};

/** Excel's default indexed palette, indexes 8–63 (`<fgColor indexed="10"/>` is red); 0–7 are 8–15 again. */
const PALETTE = (
  '000000 FFFFFF FF0000 00FF00 0000FF FFFF00 FF00FF 00FFFF 800000 008000 000080 808000 800080 008080 C0C0C0 808080 ' +
  '9999FF 993366 FFFFCC CCFFFF 660066 FF8080 0066CC CCCCFF 000080 FF00FF FFFF00 00FFFF 800080 800000 008080 0000FF ' +
  '00CCFF CCFFFF CCFFCC FFFF99 99CCFF FF99CC CC99FF FFCC99 3366FF 33CCCC 99CC00 FFCC00 FF9900 FF6600 666699 969696 ' +
  '003366 339966 003300 333300 993300 993366 333399 333333'
).split(' ');

function indexedColour(n: number): string | undefined {
  return Number.isInteger(n) && n >= 0 ? PALETTE[n < 8 ? n : n - 8] : undefined;
}

/** Style indexes (`c s="3"`) whose fill is one of the excluded colours. */
export function excludedStyles(stylesXml: string | null, colourNames: readonly string[] = []): Set<number> {
  const excluded = new Set(colourNames.flatMap((name) => COLOURS[name.toUpperCase()] ?? []));
  const styles = new Set<number>();
  if (!stylesXml || excluded.size === 0) return styles;
  /** Per fill: its foreground colour as RGB or as a palette index (resolved once the palette is read). */
  const fills: (string | number | null)[] = [];
  const xfFills: number[] = [];
  /** A workbook's own palette (`colors/indexedColors`) replaces the default one. */
  const palette: string[] = [];
  let section: string | null = null;
  let solid = false;
  for (const token of tokenize(stylesXml)) {
    if (token.kind === 'open') {
      const name = localName(token.name);
      if (
        name === 'fills' ||
        name === 'cellXfs' ||
        name === 'cellStyleXfs' ||
        name === 'dxfs' ||
        name === 'indexedColors'
      )
        section = name;
      else if (section === 'fills' && name === 'fill') fills.push(null);
      else if (section === 'fills' && name === 'patternFill') solid = (token.attrs.patternType ?? 'none') !== 'none';
      else if (section === 'fills' && solid && name === 'fgColor' && fills.length > 0) {
        fills[fills.length - 1] =
          token.attrs.rgb?.slice(-6).toUpperCase() ?? (token.attrs.indexed ? Number(token.attrs.indexed) : null);
      } else if (section === 'cellXfs' && name === 'xf') xfFills.push(Number(token.attrs.fillId ?? 0));
      else if (section === 'indexedColors' && name === 'rgbColor')
        palette.push(token.attrs.rgb?.slice(-6).toUpperCase() ?? '');
    } else if (token.kind === 'close') {
      const name = localName(token.name);
      if (name === section) section = null;
      else if (name === 'patternFill') solid = false;
    }
  }
  xfFills.forEach((fillId, style) => {
    const fill = fills[fillId];
    const colour = typeof fill === 'number' ? (palette.length > 0 ? palette[fill] : indexedColour(fill)) : fill;
    if (colour && excluded.has(colour)) styles.add(style);
  });
  return styles;
}
