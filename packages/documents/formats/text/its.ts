/**
 * ITS 1.0 translate rules for XML (`its:translateRule selector="…" translate="yes|no"`), from the
 * project's `itsDocument` and from `its:rules` inside the document, plus local `its:translate`
 * attributes. Selectors are the XPath subset rules are written in: absolute and `//` paths of element
 * names (prefixes ignored, `*` wildcard), `[@attr]` and `[@attr='value']` predicates, and a final
 * `@attr` step that makes attributes translatable.
 */
import { localName, tokenize, type XmlToken } from '../../xml/tokens';

interface Step {
  descendant: boolean;
  name: string;
  predicates: { attr: string; value?: string }[];
}

export interface TranslateRule {
  steps: Step[];
  /** Set when the rule selects attributes of the matched element. */
  attribute?: string;
  translate: boolean;
}

export interface Element {
  name: string;
  attrs: Record<string, string>;
}

function parseSelector(selector: string): { steps: Step[]; attribute?: string } | null {
  const steps: Step[] = [];
  let attribute: string | undefined;
  const step = /(\/\/?)(@?)([\w.*:-]+)((?:\[[^\]]*\])*)/gy;
  let at = 0;
  const source = selector.trim().startsWith('/') ? selector.trim() : `//${selector.trim()}`;
  for (let match = step.exec(source); match; match = step.exec(source)) {
    at = step.lastIndex;
    const [, slashes, isAttribute, name = '', predicates = ''] = match;
    if (isAttribute) {
      attribute = localName(name);
      continue;
    }
    steps.push({
      descendant: slashes === '//',
      name: name === '*' ? '*' : localName(name),
      predicates: [...predicates.matchAll(/\[@([\w.:-]+)(?:\s*=\s*["']([^"']*)["'])?\]/g)].map((p) => ({
        attr: localName(p[1] ?? ''),
        value: p[2],
      })),
    });
  }
  return at === source.length && steps.length > 0 ? { steps, attribute } : null;
}

function stepMatches(step: Step, element: Element): boolean {
  if (step.name !== '*' && step.name !== localName(element.name)) return false;
  return step.predicates.every((p) => {
    const value = Object.entries(element.attrs).find(([k]) => localName(k) === p.attr)?.[1];
    return p.value === undefined ? value !== undefined : value === p.value;
  });
}

/**
 * Which steps of each rule an element matches, computed from its parent's, so a document is matched in
 * one pass whatever its depth: `here[r][s]` when step `s` of rule `r` matches this element with the
 * steps before it matching its ancestors as the axes say, `here or above` for it or any ancestor.
 */
export interface RuleMatches {
  here: boolean[][];
  hereOrAbove: boolean[][];
}

/** The element's matches; `parent` is undefined for the root element. */
export function ruleMatches(rules: TranslateRule[], element: Element, parent: RuleMatches | undefined): RuleMatches {
  const here = rules.map((rule, r) =>
    rule.steps.map((step, s) => {
      if (!stepMatches(step, element)) return false;
      if (s === 0) return step.descendant || parent === undefined;
      return (step.descendant ? parent?.hereOrAbove : parent?.here)?.[r]?.[s - 1] === true;
    }),
  );
  const hereOrAbove = here.map((steps, r) => steps.map((m, s) => m || parent?.hereOrAbove[r]?.[s] === true));
  return { here, hereOrAbove };
}

const selected = (rule: TranslateRule, matches: RuleMatches, r: number) =>
  matches.here[r]?.[rule.steps.length - 1] === true;

function rulesIn(tokens: XmlToken[]): TranslateRule[] {
  const rules: TranslateRule[] = [];
  for (const token of tokens) {
    if (token.kind !== 'open' || localName(token.name) !== 'translateRule') continue;
    const parsed = parseSelector(token.attrs.selector ?? '');
    if (parsed) rules.push({ ...parsed, translate: token.attrs.translate !== 'no' });
  }
  return rules;
}

export function translateRules(itsDocument: string | null | undefined, documentTokens: XmlToken[]): TranslateRule[] {
  const external = itsDocument ? rulesIn(tokenize(itsDocument)) : [];
  return [...external, ...rulesIn(documentTokens)];
}

function localTranslate(element: Element): boolean | undefined {
  const local = Object.entries(element.attrs).find(([k]) => /^its:translate$|:translate$/.test(k) && k !== 'translate');
  return local ? local[1] !== 'no' : undefined;
}

/**
 * Whether an element is translatable: its local `its:translate`, else the last rule that selects it,
 * else what its parent is (`inherited`; translate is inherited, default yes).
 */
export function elementTranslate(
  rules: TranslateRule[],
  element: Element,
  matches: RuleMatches,
  inherited: boolean,
): boolean {
  const local = localTranslate(element);
  if (local !== undefined) return local;
  let translate = inherited;
  rules.forEach((rule, r) => {
    if (rule.attribute === undefined && selected(rule, matches, r)) translate = rule.translate;
  });
  return translate;
}

/** Attributes are not translatable unless a rule selects them. */
export function attributeTranslate(rules: TranslateRule[], matches: RuleMatches, attribute: string): boolean {
  let translate = false;
  rules.forEach((rule, r) => {
    if (rule.attribute === attribute && selected(rule, matches, r)) translate = rule.translate;
  });
  return translate;
}
