/**
 * Trusted Types: the CSP (`require-trusted-types-for 'script'`, packages/web-security/security-headers.ts) makes the
 * browser refuse strings at the DOM's injection sinks (innerHTML, script URLs, eval…). The portal needs
 * three exceptions, each a policy named in the CSP's `trusted-types` directive; no other policy can be made.
 * Where the browser has no Trusted Types (tests, older browsers), the values pass through as strings.
 */

import type { TrustedTypesPolicyName } from '#web-security/trusted-type-policies';

interface Policy {
  createHTML?(input: string): unknown;
  createScriptURL?(input: string): unknown;
}
interface PolicyFactory {
  createPolicy(name: string, rules: Policy): Policy;
}

function factory(): PolicyFactory | undefined {
  return (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
}

function createPolicy(name: TrustedTypesPolicyName, rules: Policy): Policy | undefined {
  try {
    return factory()?.createPolicy(name, rules);
  } catch {
    // Already made (a second module instance in development): the sinks then refuse, and say so.
    return undefined;
  }
}

/**
 * Markup-free text only: a string without `<` cannot create an element, whatever it is assigned to.
 * Mantine writes its CSS variables and responsive styles into `<style>` elements through React's
 * `dangerouslySetInnerHTML`, which React assigns to `innerHTML` as a plain string; a named policy cannot
 * reach inside the library, so this is the only way those styles apply. Everything else is refused.
 */
export function markupFreeText(input: string): string | null {
  return input.includes('<') ? null : input;
}

/** Installs the default policy; call before the first render. */
export function installDefaultTrustedTypesPolicy(): void {
  createPolicy('default', { createHTML: markupFreeText });
}

let workerPolicy: Policy | undefined;
let xmlPolicy: Policy | undefined;

/** A same-origin script URL (a bundled Web Worker) for `new Worker`; anything else throws. */
export function workerScriptUrl(url: string): string | URL {
  const resolved = new URL(url, document.baseURI);
  if (resolved.origin !== location.origin) throw new TypeError(`Refused worker script from ${resolved.origin}`);
  workerPolicy ??= createPolicy('portal-worker', { createScriptURL: (input) => input });
  // A TrustedScriptURL where the browser has them; the DOM typings do not know the type yet.
  return (workerPolicy?.createScriptURL?.(resolved.href) as string | undefined) ?? resolved.href;
}

/**
 * Text for `DOMParser.parseFromString(text, 'application/xml')` when only its well-formedness is checked:
 * a parsed document is never attached to the page and runs no script.
 */
export function xmlForParsing(text: string): string {
  xmlPolicy ??= createPolicy('portal-xml-check', { createHTML: (input) => input });
  return (xmlPolicy?.createHTML?.(text) as string | undefined) ?? text;
}
