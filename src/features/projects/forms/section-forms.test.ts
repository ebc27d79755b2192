import { i18n } from '#portal/lib/i18n/i18n.ts';
import { projectSchema } from '#contract/project';
import { documentsSection, notificationsSection, regexError, xmlError } from './configuration-forms';
import { diffProject } from '#portal/lib/api/projects/diff-project.ts';
import { generalSection, referencesSection, reviewModeOf, vendorsSection, withReviewOf } from './section-forms';

const t = i18n.t.bind(i18n);
const project = projectSchema.parse({
  id: 'p1',
  name: 'Website',
  withReview: ['u1'],
  orderReferenceNumbers: [{ campaign: { number: 'MKT-1' } }, { legal: { number: 'L-9', target: 'de-DE' } }],
  deliveryWithin: 48,
});

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('withReview tri-state', () => {
  it('maps null, [] and a list to the three review choices and back', () => {
    expect(reviewModeOf(null)).toBe('none');
    expect(reviewModeOf([])).toBe('everyone');
    expect(reviewModeOf(['u1'])).toBe('users');
    expect(withReviewOf('none', ['u1'])).toBeNull();
    expect(withReviewOf('everyone', ['u1'])).toEqual([]);
    expect(withReviewOf('users', ['u1', 'u2'])).toEqual(['u1', 'u2']);
  });

  it('requires at least one reviewer when only listed users review', () => {
    const values = { ...generalSection.toValues(project), reviewMode: 'users' as const, reviewers: [] };
    expect(messages(generalSection.schema(t).safeParse(values))).toEqual([
      'reviewers: Add at least one reviewer, or choose another review option',
    ]);
  });

  it('sends null to clear the delivery time', () => {
    const values = { ...generalSection.toValues(project), deliveryWithin: '' as const };
    expect(diffProject(project, generalSection.toPatch(values))).toEqual({ deliveryWithin: null });
  });
});

describe('order reference numbers', () => {
  it('round-trips the list of single-key objects', () => {
    const values = referencesSection.toValues(project);
    expect(values.refs).toEqual([
      { key: 'campaign', number: 'MKT-1', target: null },
      { key: 'legal', number: 'L-9', target: 'de-DE' },
    ]);
    expect(referencesSection.toPatch(values)).toEqual({
      orderReferenceNumbers: project.orderReferenceNumbers,
    });
  });

  it('refuses blank keys and numbers and duplicate keys', () => {
    const result = referencesSection.schema(t).safeParse({
      refs: [
        { key: 'campaign', number: '  ', target: null },
        { key: ' ', number: 'X', target: null },
        { key: 'campaign', number: 'Y', target: 'fr-FR' },
      ],
    });
    expect(messages(result)).toEqual([
      'refs.0.number: The number must contain a non-blank character',
      'refs.1.key: The key must contain a non-blank character',
      'refs.2.key: This key is already used',
    ]);
  });
});

describe('vendors', () => {
  it('refuses a vendor listed twice', () => {
    const result = vendorsSection.schema(t).safeParse({ vendors: [{ vendorId: 'lsp-a' }, { vendorId: 'lsp-a' }] });
    expect(messages(result)).toEqual(['vendors.1.vendorId: This vendor is already in the project']);
  });
});

describe('documents', () => {
  it('reports invalid regular expressions and malformed ITS XML', () => {
    const values = {
      ...documentsSection.toValues(project),
      excludePatterns: [{ pattern: '\\d+' }, { pattern: '(open' }],
      itsDocument: '<its:rules><oops></its:rules>',
    };
    const issues = messages(documentsSection.schema(t).safeParse(values));
    expect(issues).toHaveLength(2);
    expect(issues[0]).toMatch(/^excludePatterns\.1\.pattern: Invalid regular expression: .+/);
    expect(issues[1]).toMatch(/^itsDocument: Not well-formed XML/);
  });

  it('checks patterns and XML', () => {
    expect(regexError('^id$')).toBeNull();
    expect(regexError('[a-')).toEqual(expect.any(String));
    expect(xmlError('<its:rules xmlns:its="http://www.w3.org/2005/11/its" version="1.0"/>')).toBeNull();
    expect(xmlError('<a><b></a>')).toEqual(expect.any(String));
  });

  it('sends an empty ITS document as null and colours in palette order', () => {
    const values = {
      ...documentsSection.toValues(project),
      itsDocument: '  ',
      xlsxColors: ['RED' as const, 'DARKRED' as const],
    };
    expect(documentsSection.toPatch(values).documentConfiguration).toMatchObject({
      itsDocument: null,
      xlsxExcludedBackgroundColors: ['DARKRED', 'RED'],
    });
  });
});

describe('notifications', () => {
  it('refuses invalid addresses and additional receivers without addresses', () => {
    const values = notificationsSection.toValues(project);
    values.quotation = { ...values.quotation, additionalEmails: ['pm@acme.example', 'nope'] };
    values.delivery = { ...values.delivery, ADDITIONAL: true };
    expect(messages(notificationsSection.schema(t).safeParse(values))).toEqual([
      'quotation.additionalEmails: Not a valid email address: nope',
      'delivery.additionalEmails: Add at least one address, or untick additional addresses',
    ]);
  });
});
