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

/** Legacy palette indexes of the standard colours that have one (`<fgColor indexed="10"/>` is red). */
const INDEXED: Record<string, string> = { '2': 'FF0000', '10': 'FF0000', '5': 'FFFF00', '13': 'FFFF00', '12': '0000FF', '4': '0000FF', '17': '008000', '16': '800000', '18': '000080', '20': '800080', '52': 'FF6600' };

/** Style indexes (`c s="3"`) whose fill is one of the excluded colours. */
export function excludedStyles(stylesXml: string | null, colourNames: readonly string[] = []): Set<number> {
  const excluded = new Set(colourNames.flatMap((name) => COLOURS[name.toUpperCase()] ?? []));
  const styles = new Set<number>();
  if (!stylesXml || excluded.size === 0) return styles;
  const fills: (string | null)[] = [];
  const xfFills: number[] = [];
  let section: string | null = null;
  let inFill = false;
  for (const token of tokenize(stylesXml)) {
    if (token.kind === 'open') {
      const name = localName(token.name);
      if (name === 'fills' || name === 'cellXfs' || name === 'cellStyleXfs' || name === 'dxfs') section = name;
      else if (section === 'fills' && name === 'fill') {
        fills.push(null);
        inFill = true;
      } else if (section === 'fills' && inFill && name === 'fgColor' && fills.length > 0) {
        const rgb = token.attrs.rgb?.slice(-6).toUpperCase() ?? (token.attrs.indexed ? INDEXED[token.attrs.indexed] : undefined);
        fills[fills.length - 1] = rgb ?? null;
      } else if (section === 'cellXfs' && name === 'xf') xfFills.push(Number(token.attrs.fillId ?? 0));
    } else if (token.kind === 'close') {
      const name = localName(token.name);
      if (name === section) section = null;
      else if (name === 'fill') inFill = false;
    }
  }
  xfFills.forEach((fillId, style) => {
    const colour = fills[fillId];
    if (colour && excluded.has(colour)) styles.add(style);
  });
  return styles;
}
