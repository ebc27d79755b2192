import type { Rule } from 'eslint';

/** The service's progress and state values, as the contract lists them. */
export function serviceStates(): Set<string>;
export const stateLiterals: Rule.RuleModule;
