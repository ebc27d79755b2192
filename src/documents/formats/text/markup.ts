/** The markup formats: generic XML (with ITS rules) and HTML. */
export { xml } from './xml';
export { html } from './html';
