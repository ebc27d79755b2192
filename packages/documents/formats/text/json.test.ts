import { describe, expect, it } from 'vitest';
import { accent } from '../../pseudo';
import { extractDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { text, textRoundTrip, utf8 } from '../../testing/text-round-trip.harness';
import { unitText } from '../../types';

describe('JSON', () => {
  it('translates string values by path, leaving keys, numbers and layout as they were', () => {
    const content = '{\n    "title": "Hello",\n    "n": 3,\n    "menu": { "items": ["Yes", "42"] }\n}\n';
    const { source, output } = textRoundTrip('a.json', content);
    expect(source.map((u) => u.id)).toEqual(['title', 'menu.items[0]']);
    expect(output).toBe(
      '{\n    "title": "[de-DE] Ĥéļļó",\n    "n": 3,\n    "menu": { "items": ["[de-DE] Ýéš", "42"] }\n}\n',
    );
  });

  it('leaves the values of keys matching jsonExceptions untranslated', () => {
    const content = '{"label": "Open", "url": "Docs page", "nested": {"internalId": "Alpha"}}';
    const { source, output } = textRoundTrip('a.json', content, { jsonExceptions: ['^url$', 'Id$'] });
    expect(source.map(unitText)).toEqual(['Open']);
    expect(JSON.parse(output)).toEqual({ label: '[de-DE] Óþéñ', url: 'Docs page', nested: { internalId: 'Alpha' } });
  });

  it('reads the etherpad catalogue: every value a unit, placeholders kept, still valid JSON', () => {
    const bytes = corpusFile('json/etherpad_en.json');
    const original = JSON.parse(text(bytes)) as Record<string, string>;
    const { source, target, output } = textRoundTrip('etherpad_en.json', bytes);
    const translated = JSON.parse(output) as Record<string, string>;
    expect(Object.keys(translated)).toEqual(Object.keys(original));
    expect(source.map((u) => u.id)).toEqual(target.map((u) => u.id));
    expect(source.length).toBe(Object.values(original).filter((v) => /\p{L}/u.test(v)).length);
    expect(translated['admin_plugins.available']).toBe(`[de-DE] ${accent('Available plugins')}`);
    for (const [key, value] of Object.entries(original)) {
      for (const placeholder of value.match(/\{\{[^}]*\}\}/g) ?? []) expect(translated[key]).toContain(placeholder);
    }
  });

  it('refuses invalid JSON with a clear reason', () => {
    expect(() => extractDocument({ filename: 'a.json', bytes: utf8('{"a": "b",}') })).toThrow(/JSON is not valid/);
  });
});
