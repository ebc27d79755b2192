// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accent, pseudoTranslate } from './pseudo';

describe('pseudoTranslate', () => {
  it('prefixes and accents each text line, keeping placeholders', () => {
    expect(pseudoTranslate('txt', 'Save {0} files, %s left.\n\n  Indented\n', 'de-DE')).toBe(
      '[de-DE] Šáṽé {0} ƒíļéš, %s ļéƒţ.\n\n  [de-DE] Íñđéñţéđ\n',
    );
  });

  it('transforms JSON string values and keeps keys', () => {
    const out = JSON.parse(
      pseudoTranslate('json', '{\n  "title": "Hello",\n  "n": 3,\n  "list": ["Yes", "42"]\n}\n', 'fr-FR'),
    ) as unknown;
    expect(out).toEqual({ title: '[fr-FR] Ĥéļļó', n: 3, list: ['[fr-FR] Ýéš', '42'] });
  });

  it('transforms XML and HTML text nodes only', () => {
    expect(pseudoTranslate('xml', '<?xml version="1.0"?><a title="Keep"><b>Text</b><!-- note --></a>', 'de-DE')).toBe(
      '<?xml version="1.0"?><a title="Keep"><b>[de-DE] Ţéẋţ</b><!-- note --></a>',
    );
    expect(pseudoTranslate('html', '<p>Hi &amp; bye</p><script>var a = "x";</script>', 'de-DE')).toBe(
      '<p>[de-DE] Ĥí &amp; ƀýé</p><script>var a = "x";</script>',
    );
  });

  it('fills XLIFF targets', () => {
    const xliff =
      '<xliff><file source-language="en"><body><trans-unit id="1"><source>Hi <g id="1">you</g></source></trans-unit><trans-unit id="2"><source>Go</source><target/></trans-unit></body></file></xliff>';
    expect(pseudoTranslate('xliff', xliff, 'de-DE')).toBe(
      '<xliff><file target-language="de-DE" source-language="en"><body><trans-unit id="1"><source>Hi <g id="1">you</g></source><target>[de-DE] Ĥí <g id="1">ýóú</g></target></trans-unit><trans-unit id="2"><source>Go</source><target>[de-DE] Ĝó</target></trans-unit></body></file></xliff>',
    );
  });

  it('keeps Markdown markup, code and link targets', () => {
    const md =
      '# Title\n\n- Item with `code` and [link](https://x.example/a)\n\n```\nconst a = 1;\n```\n| A | B |\n|---|---|\n';
    expect(pseudoTranslate('markdown', md, 'de-DE')).toBe(
      '# [de-DE] Ţíţļé\n\n- [de-DE] Íţéɱ ŵíţĥ `code` áñđ [ļíñķ](https://x.example/a)\n\n```\nconst a = 1;\n```\n| [de-DE] Á | [de-DE] Ɓ |\n|---|---|\n',
    );
  });

  it('leaves entities and URLs alone', () => {
    expect(accent('See https://a.example &nbsp; now')).toBe('Šéé https://a.example &nbsp; ñóŵ');
  });
});
