import { TRUSTED_TYPES_POLICIES } from '#web-security/trusted-type-policies';

/** A stand-in for the browser's `trustedTypes`: records the policies made and wraps what they return. */
function fakeTrustedTypes() {
  const made: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy(name: string, rules: Record<string, (input: string) => unknown>) {
      made.push(name);
      const wrap = (rule: string) => (input: string) => {
        const out = rules[rule]?.(input);
        return out == null ? out : { trusted: rule, value: out };
      };
      return { createHTML: wrap('createHTML'), createScriptURL: wrap('createScriptURL') };
    },
  });
  return made;
}

async function freshModule() {
  vi.resetModules();
  return import('./trusted-types');
}

describe('Trusted Types policies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets only markup-free text through the default policy', async () => {
    const made = fakeTrustedTypes();
    const { installDefaultTrustedTypesPolicy, markupFreeText } = await freshModule();
    installDefaultTrustedTypesPolicy();
    expect(made).toEqual(['default']);
    expect(markupFreeText(':root{--mantine-color-body:#fff} .a > .b{color:red}')).toBe(
      ':root{--mantine-color-body:#fff} .a > .b{color:red}',
    );
    expect(markupFreeText('<img src=x onerror=alert(1)>')).toBeNull();
    expect(markupFreeText('</style><script>alert(1)</script>')).toBeNull();
  });

  it('makes worker script URLs for this origin only', async () => {
    const made = fakeTrustedTypes();
    const { workerScriptUrl } = await freshModule();
    expect(workerScriptUrl('/assets/document-worker-abc.js')).toEqual({
      trusted: 'createScriptURL',
      value: `${location.origin}/assets/document-worker-abc.js`,
    });
    expect(() => workerScriptUrl('https://evil.example/worker.js')).toThrow(/evil\.example/);
    expect(made).toEqual(['portal-worker']);
  });

  it('names only policies the CSP allows, and passes strings where the browser has no Trusted Types', async () => {
    const made = fakeTrustedTypes();
    const { installDefaultTrustedTypesPolicy, workerScriptUrl, xmlForParsing } = await freshModule();
    installDefaultTrustedTypesPolicy();
    workerScriptUrl('/w.js');
    expect(xmlForParsing('<a/>')).toEqual({ trusted: 'createHTML', value: '<a/>' });
    expect([...made].sort()).toEqual([...TRUSTED_TYPES_POLICIES].sort());

    vi.unstubAllGlobals();
    const plain = await freshModule();
    expect(plain.xmlForParsing('<a/>')).toBe('<a/>');
    expect(plain.workerScriptUrl('/w.js')).toBe(`${location.origin}/w.js`);
  });
});
