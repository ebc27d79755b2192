/** Projects as the service sends them (the fields every project has), and parsed through the contract. */
import { projectSchema, type Project } from '#contract/project';
import type { Overrides } from './task';

export function wireProject(overrides: Overrides = {}): Record<string, unknown> {
  return { id: 'p1', name: 'Website', confidential: false, withReview: null, lspVendorIds: ['v1'], ...overrides };
}

export function buildProject(overrides: Overrides = {}): Project {
  return projectSchema.parse(wireProject(overrides));
}

/** The document configuration of a project created without one, as the service stores and sends it. */
export function defaultDocumentConfiguration(overrides: Overrides = {}): Record<string, unknown> {
  return {
    attachOriginals: false,
    applySubfilterHtml: false,
    excludeContentsFromTranslationPatterns: [],
    itsDocument: null,
    jsonExceptions: [],
    xlsxExcludedBackgroundColors: [],
    ...overrides,
  };
}
