import type { Quote, QuoteEnquiry } from '#contract/quote';
import type { Delivery } from '#contract/delivery';
import { buildDelivery } from '#test-support/factories/delivery';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask, buildTask } from '#test-support/factories/task';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { languageStageLook, languageStatuses, languagesToDecide, orderStage } from './language-states';
import { vendorAnswer } from './quote-states';

const en = i18n.getFixedT('en');
const de = i18n.getFixedT('de');

const LINGUA = { lspVendorId: 'lsp-lingua', lspVendorName: 'Lingua Services GmbH' };
const POLYGLOT = { lspVendorId: 'lsp-polyglot', lspVendorName: 'Polyglot AG' };

/** An enquiry of a vendor for a language, answered or not, and the quotes it brought. */
function asked(vendor: typeof LINGUA, target: string, answer: 'waiting' | 'quoted' | 'noOffer', state = 'OFFERED') {
  const enquiry = buildEnquiry({ ...vendor, target, quotesFetched: answer !== 'waiting' });
  const quotes =
    answer === 'quoted'
      ? [buildQuote({ target, supplierName: vendor.lspVendorName, tapQuoteEnquiryId: enquiry.id, state })]
      : [];
  return { enquiry, quotes };
}

function data(parts: { enquiry: QuoteEnquiry; quotes: Quote[] }[], deliveries: Delivery[] = []) {
  return { enquiries: parts.map((p) => p.enquiry), quotes: parts.flatMap((p) => p.quotes), deliveries };
}

const stages = (statuses: ReturnType<typeof languageStatuses>) =>
  statuses?.map((s) => `${s.target}:${s.stage}`).join(' ');

describe('a vendor’s answer', () => {
  it('is a quote, no offer (answered without a quote), or still awaited', () => {
    const quoted = asked(LINGUA, 'de-DE', 'quoted');
    expect(vendorAnswer(quoted.enquiry, quoted.quotes)).toBe('quoted');
    expect(vendorAnswer(asked(POLYGLOT, 'es-ES', 'noOffer').enquiry, quoted.quotes)).toBe('noOffer');
    expect(vendorAnswer(asked(POLYGLOT, 'es-ES', 'waiting').enquiry, quoted.quotes)).toBe('waiting');
  });

  it('matches quotes by vendor name when the service does not link them to their enquiry', () => {
    const enquiry = buildEnquiry({ ...POLYGLOT, target: 'de-DE' });
    expect(vendorAnswer(enquiry, [buildQuote({ target: 'de-DE', supplierName: 'Polyglot AG' })])).toBe('quoted');
    expect(vendorAnswer(enquiry, [buildQuote({ target: 'de-DE', supplierName: 'Lingua Services GmbH' })])).toBe(
      'noOffer',
    );
  });
});

describe('the status of each language and of the order', () => {
  it('asks the customer to choose once every vendor of a language has answered, with or without a quote', () => {
    const task = buildQuotingTask({ target: ['de-DE', 'fr-FR', 'es-ES'] });
    const statuses = languageStatuses(
      task,
      data([
        asked(LINGUA, 'de-DE', 'quoted'),
        asked(POLYGLOT, 'de-DE', 'quoted'),
        asked(LINGUA, 'fr-FR', 'quoted'),
        asked(POLYGLOT, 'fr-FR', 'waiting'),
        asked(LINGUA, 'es-ES', 'quoted'),
        asked(POLYGLOT, 'es-ES', 'noOffer'),
      ]),
    );
    expect(stages(statuses)).toBe('de-DE:decide fr-FR:arriving es-ES:decide');
    expect(statuses?.[2]?.vendors).toEqual({ asked: 2, answered: 2, offered: 1 });
    expect(languagesToDecide(statuses).map((s) => s.target)).toEqual(['de-DE', 'es-ES']);
  });

  it('says "No offer" for a language no vendor quotes, and waits while nobody has answered', () => {
    const task = buildQuotingTask({ target: ['de-DE', 'rm-CH'] });
    const statuses = languageStatuses(
      task,
      data([asked(LINGUA, 'de-DE', 'waiting'), asked(LINGUA, 'rm-CH', 'noOffer'), asked(POLYGLOT, 'rm-CH', 'noOffer')]),
    );
    expect(stages(statuses)).toBe('de-DE:waiting rm-CH:noOffer');
    // The language without offers holds nothing up: the order waits for the German quotes.
    expect(orderStage(statuses ?? [])?.stage).toBe('waiting');
  });

  it('never calls the order further on than its least advanced language', () => {
    // German accepted and confirmed (the service then reports ORDER_CONFIRMED), French and Spanish undecided.
    const task = buildQuotingTask({ target: ['de-DE', 'fr-FR', 'es-ES'], progress: 'ORDER_CONFIRMED' });
    const german = asked(LINGUA, 'de-DE', 'quoted', 'ACCEPTED');
    (german.quotes[0] as Quote).orderNumber = 'LS-O-2026-00001';
    const statuses = languageStatuses(
      task,
      data(
        [german, asked(LINGUA, 'fr-FR', 'quoted'), asked(LINGUA, 'es-ES', 'quoted')],
        [buildDelivery({ target: 'de-DE', state: 'NEW' })],
      ),
    );
    expect(stages(statuses)).toBe('de-DE:translating fr-FR:decide es-ES:decide');
    const order = orderStage(statuses ?? []);
    expect(order && languageStageLook(en, order).label).toBe('Quotes ready – choose one');
    expect(order && languageStageLook(de, order).label).toBe('Angebote liegen vor – bitte eines wählen');
  });

  it('follows an accepted language to review and delivery', () => {
    const task = buildQuotingTask({ progress: 'IN_REVIEW' });
    const statuses = languageStatuses(
      task,
      data(
        [asked(LINGUA, 'de-DE', 'quoted', 'ACCEPTED'), asked(LINGUA, 'fr-FR', 'quoted', 'ACCEPTED')],
        [
          buildDelivery({ target: 'de-DE', state: 'IN_REVIEW' }),
          buildDelivery({ target: 'fr-FR', state: 'DELIVERED' }),
        ],
      ),
    );
    expect(stages(statuses)).toBe('de-DE:review fr-FR:delivered');
    expect(orderStage(statuses ?? [])?.stage).toBe('review');
  });

  it('names a language whose quotes were all turned down, and the accepted one before its order number', () => {
    const task = buildQuotingTask({ progress: 'QUOTE_ACCEPTED' });
    const statuses = languageStatuses(
      task,
      data([asked(LINGUA, 'de-DE', 'quoted', 'ACCEPTED'), asked(LINGUA, 'fr-FR', 'quoted', 'REJECTED')]),
    );
    expect(stages(statuses)).toBe('de-DE:accepted fr-FR:noneAccepted');
    expect(orderStage(statuses ?? [])?.stage).toBe('accepted');
    expect(languageStageLook(en, { stage: 'noneAccepted', postEditing: false }).label).toBe('No quote accepted');
  });

  it('follows an instant order’s machine translation, then the post-editing quotes of a language', () => {
    const task = buildQuotingTask({ features: ['instant'] });
    expect(stages(languageStatuses(task, data([])))).toBe('de-DE:machine fr-FR:machine');
    const machineDone = buildDelivery({ target: 'de-DE', state: 'DELIVERED' });
    const postEditing = buildDelivery({ id: 'dl2', target: 'fr-FR', state: 'DELIVERED', postEditing: true });
    const statuses = languageStatuses(task, data([asked(LINGUA, 'fr-FR', 'waiting')], [machineDone, postEditing]));
    expect(stages(statuses)).toBe('de-DE:delivered fr-FR:waiting');
    const french = statuses?.[1];
    expect(french && languageStageLook(en, french).label).toBe('Post-editing requested – waiting for quotes');
    expect(french && languageStageLook(de, french).label).toBe('Post-Editing angefragt – warten auf Angebote');
  });

  it('leaves drafts, orders in preparation, failed and cancelled orders to their own state', () => {
    for (const task of [
      buildTask({ progress: 'NEW' }),
      buildQuotingTask({ progress: 'IN_PREPARATION' }),
      buildQuotingTask({ progress: 'PREPARATION_FAILED' }),
      buildQuotingTask({ cancelled: true }),
    ]) {
      expect(languageStatuses(task, data([asked(LINGUA, 'de-DE', 'quoted')]))).toBeNull();
    }
  });
});
