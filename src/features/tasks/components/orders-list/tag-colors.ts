/** Tag badge colours: the tag's own colour as background and black or white text, whichever reads better. */

export const FALLBACK_TAG_COLOR = '#868e96';
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#abc` → `#aabbcc`; anything that is not a hex colour → null. */
export function normaliseHex(color: string | null | undefined): string | null {
  if (!color || !HEX.test(color.trim())) return null;
  const hex = color.trim().slice(1);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${full.toLowerCase()}`;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface TagColors {
  background: string;
  text: '#000000' | '#ffffff';
}

export function tagColors(color: string | null | undefined): TagColors {
  const background = normaliseHex(color) ?? FALLBACK_TAG_COLOR;
  const text = contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
  return { background, text };
}
