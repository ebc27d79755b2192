import { projectSchema } from '#contract/project';
import { diffProject } from './diff-project';

const original = projectSchema.parse({
  id: 'p1',
  name: 'Website',
  confidential: false,
  withReview: null,
  availableLanguages: [{ source: 'de-DE', target: ['en-US'] }],
  orderReferenceNumbers: [],
  lspVendorIds: ['v1'],
  deliveryWithin: 48,
  documentConfiguration: { attachOriginals: false, jsonExceptions: ['^id$'] },
});

describe('diffProject', () => {
  it('returns only changed fields', () => {
    expect(diffProject(original, { name: 'Website 2', confidential: false, lspVendorIds: ['v1'] })).toEqual({
      name: 'Website 2',
    });
  });

  it('returns an empty patch when the form sends the same values back', () => {
    const { id: _id, deliveryWithin, ...values } = original;
    expect(diffProject(original, { ...values, deliveryWithin: deliveryWithin ?? 0 })).toEqual({});
  });

  it('compares nested values structurally and sends a changed nested object whole', () => {
    expect(diffProject(original, { availableLanguages: [{ target: ['en-US'], source: 'de-DE' }] })).toEqual({});
    expect(diffProject(original, { documentConfiguration: { attachOriginals: true } })).toEqual({
      documentConfiguration: { ...original.documentConfiguration, attachOriginals: true },
    });
  });

  it('treats the legacy withReview booleans as their list spellings', () => {
    expect(diffProject(original, { withReview: false })).toEqual({});
    expect(diffProject(original, { withReview: true })).toEqual({ withReview: [] });
    expect(diffProject(original, { withReview: ['u1'] })).toEqual({ withReview: ['u1'] });
  });

  it('ignores fields the edit leaves undefined', () => {
    expect(diffProject(original, { name: undefined, deliveryWithin: 72 })).toEqual({ deliveryWithin: 72 });
  });
});
