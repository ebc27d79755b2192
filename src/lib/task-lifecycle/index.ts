/** The task lifecycle: states, labels, colours, what each role may do, polling. Pure TypeScript, no React. */
export * from './actions';
export * from './labels';
export * from './polling';
export * from './states';
export * from './timeline';
