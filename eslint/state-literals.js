/**
 * One home for the service's states: outside src/lib/task-lifecycle, the portal does not compare a task's
 * `progress` or a quote's, delivery's, analysis's or review's `state` with one of the service's values (`===`,
 * `!==`, a `switch`); it asks the lifecycle module (`isDelivered(delivery)`, `preparationFailed(task)`), so what a
 * state means is decided once. The values are read from the contract (packages/contract), so a new state is
 * covered without editing this rule.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CONTRACT = path.resolve(import.meta.dirname, '..', 'packages', 'contract');
const LISTS = [
  ['task.ts', 'KNOWN_PROGRESS'],
  ['quote.ts', 'QUOTE_STATES'],
  ['delivery.ts', 'DELIVERY_STATES'],
  ['analysis.ts', 'ANALYSIS_STATES'],
];

/** The service's progress and state values, as the contract lists them. */
export function serviceStates() {
  const values = new Set();
  for (const [file, name] of LISTS) {
    const text = readFileSync(path.join(CONTRACT, file), 'utf8');
    const list = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(text);
    if (!list) throw new Error(`state-literals: ${name} not found in packages/contract/${file}`);
    for (const [, value] of list[1].matchAll(/'([A-Z_]+)'/g)) values.add(value);
  }
  return values;
}

const STATES = serviceStates();
const STATE_FIELDS = new Set(['state', 'progress']);
const MESSAGE =
  'Compare the service\'s states in src/lib/task-lifecycle, their one home: ask it (e.g. isDelivered(delivery)) instead of comparing "{{value}}" here.';

const isStateField = (node) =>
  node?.type === 'MemberExpression' &&
  !node.computed &&
  node.property.type === 'Identifier' &&
  STATE_FIELDS.has(node.property.name);
const stringOf = (node) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null);
/** A service value anywhere, or any upper-case value compared with a `.state` or `.progress`. */
const isStateLiteral = (value, other) =>
  value !== null && (STATES.has(value) || (isStateField(other) && /^[A-Z][A-Z_]+$/.test(value)));

export const stateLiterals = {
  meta: {
    type: 'problem',
    docs: { description: "The service's states are compared only in the task lifecycle module" },
    schema: [],
    messages: { compare: MESSAGE },
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        for (const [side, other] of [
          [node.left, node.right],
          [node.right, node.left],
        ]) {
          const value = stringOf(side);
          if (isStateLiteral(value, other)) {
            context.report({ node: side, messageId: 'compare', data: { value } });
            return;
          }
        }
      },
      SwitchStatement(node) {
        for (const switchCase of node.cases) {
          const value = stringOf(switchCase.test);
          if (isStateLiteral(value, node.discriminant))
            context.report({ node: switchCase.test, messageId: 'compare', data: { value } });
        }
      },
    };
  },
};
