/**
 * One factory per resource, shared by the portal's unit tests, the contract tests, the sandbox's tests,
 * e2e and the bench: `wireX` is what the service sends, `buildX` the same parsed through the contract in
 * src/contract. Pure TypeScript on zod: no DOM, no Node APIs.
 */
export * from './analysis';
export * from './delivery';
export * from './document';
export * from './errors';
export * from './project';
export * from './quote';
export * from './tag';
export * from './task';
