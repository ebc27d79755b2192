import { describe, expect, it } from 'vitest';
import { machineTranslator, pseudoTranslator } from './pseudo';
import type { TextUnit } from './types';

const unit = (id: string, parts: string[]): TextUnit => ({ id, group: 'Body', label: id, parts, codes: 0 });

describe('machineTranslator', () => {
  const units = Array.from({ length: 30 }, (_, i) => unit(`p${i}`, [' Save the file', ' now.']));
  const human = pseudoTranslator('de-DE');
  const machine = machineTranslator('de-DE');

  it('leaves the first word untranslated in about a unit in three, the same units each time, the rest as the vendors', () => {
    const differing = units.filter((u) => machine(u)?.join('') !== human(u)?.join(''));
    expect(differing.length).toBeGreaterThan(5);
    expect(differing.length).toBeLessThan(20);
    for (const u of differing) expect(machine(u)).toEqual([' [de-DE] Save ţĥé ƒíļé', ' ñóŵ.']);
    expect(units.map((u) => machine(u)?.join(''))).toEqual(units.map((u) => machineTranslator('de-DE')(u)?.join('')));
  });

  it('never leaves a placeholder or tag as its untranslated word', () => {
    const coded = Array.from({ length: 12 }, (_, i) => unit(`c${i}`, ['{name} has saved the file']));
    for (const u of coded) expect(machine(u)).toEqual(human(u));
  });
});
