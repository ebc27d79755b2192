/** Fuzzy match score of two segments: 1 − word-level edit distance / longer length. */

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? [];
}

function editDistance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const wa = words(a);
  const wb = words(b);
  const longer = Math.max(wa.length, wb.length);
  if (longer === 0) return 0;
  // Differences only in case or punctuation count as a 98% match.
  const letters = (w: string[]) => w.filter((x) => /[\p{L}\p{N}]/u.test(x)).join(' ');
  if (letters(wa) === letters(wb)) return 0.98;
  if (Math.min(wa.length, wb.length) / longer < 0.5) return 0;
  return Math.min(0.97, 1 - editDistance(wa, wb) / longer);
}
