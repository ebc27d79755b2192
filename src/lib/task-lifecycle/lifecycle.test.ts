import { KNOWN_PROGRESS } from '#contract/task';
import type { Delivery } from '#contract/delivery';
import { POLL_INTERVAL_MS } from './poll-intervals';
import { ROLES, type Role } from '#auth-claims/claims';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { deliveryActions, hasDeliveredLanguage, isLanguageDelivered, mayRunAnalysis, taskActions } from './actions';
import { quoteDecisions } from './quote-states';
import { isDraft, isPlaced, progressColour, taskColour } from './states';
import { progressLabel, progressText } from './labels';
import { taskRefetchInterval } from './polling';
import { buildDelivery } from '#test-support/factories/delivery';
import { buildTask } from '#test-support/factories/task';

const en = i18n.getFixedT('en');
const de = i18n.getFixedT('de');

type Row = {
  en: string;
  de: string;
  colour: string | null;
  polls: boolean;
} & Record<Role, string>;

/**
 * Every state as the user sees it: its name (the same on the orders list and the order page), colour,
 * whether the page keeps asking the service, and the actions each role gets. Unknown values come verbatim.
 */
const TABLE: Record<string, Row> = {
  NEW: {
    en: 'Draft',
    de: 'Entwurf',
    colour: 'gray',
    polls: false,
    orderer: 'edit order delete',
    admin: 'edit order delete',
    reviewer: '',
    approver: '',
  },
  IN_PREPARATION: {
    en: 'Preparing documents',
    de: 'Dokumente werden vorbereitet',
    colour: 'cyan',
    polls: true,
    orderer: 'delete cancel decideQuotes notifyDelivered',
    admin: 'delete cancel decideQuotes notifyDelivered',
    reviewer: 'notifyDelivered',
    approver: 'notifyDelivered',
  },
  PREPARATION_FAILED: {
    en: 'Preparation failed',
    de: 'Vorbereitung fehlgeschlagen',
    colour: 'red',
    polls: false,
    orderer: 'cancel decideQuotes',
    admin: 'cancel decideQuotes',
    reviewer: '',
    approver: '',
  },
  COMPLETE_AND_PREPARED: {
    en: 'Quotes requested',
    de: 'Angebote angefragt',
    colour: 'blue',
    polls: true,
    orderer: 'cancel decideQuotes notifyDelivered',
    admin: 'cancel decideQuotes notifyDelivered',
    reviewer: 'notifyDelivered',
    approver: 'notifyDelivered',
  },
  TASK_CANCELLED: {
    en: 'Cancelled',
    de: 'Storniert',
    colour: 'dark',
    polls: false,
    orderer: '',
    admin: '',
    reviewer: '',
    approver: '',
  },
  QUOTE_ACCEPTED: {
    en: 'Quote accepted',
    de: 'Angebot angenommen',
    colour: 'teal',
    polls: true,
    orderer: 'cancel decideQuotes notifyDelivered',
    admin: 'cancel decideQuotes notifyDelivered review',
    reviewer: 'notifyDelivered review',
    approver: 'notifyDelivered',
  },
  ACCEPTED_QUOTE_SUBMITTED: {
    en: 'Sent to the vendor',
    de: 'An den Dienstleister übermittelt',
    colour: 'teal',
    polls: true,
    orderer: 'cancel decideQuotes notifyDelivered',
    admin: 'cancel decideQuotes notifyDelivered review',
    reviewer: 'notifyDelivered review',
    approver: 'notifyDelivered',
  },
  ORDER_CONFIRMED: {
    en: 'In translation',
    de: 'In Übersetzung',
    colour: 'indigo',
    polls: true,
    orderer: 'cancel decideQuotes notifyDelivered',
    admin: 'cancel decideQuotes notifyDelivered review',
    reviewer: 'notifyDelivered review',
    approver: 'notifyDelivered',
  },
  IN_REVIEW: {
    en: 'In review',
    de: 'In Prüfung',
    colour: 'grape',
    polls: true,
    orderer: 'decideQuotes notifyDelivered',
    admin: 'decideQuotes notifyDelivered review',
    reviewer: 'notifyDelivered review',
    approver: 'notifyDelivered',
  },
  TRANSLATION_DELIVERED: {
    en: 'Delivered',
    de: 'Geliefert',
    colour: 'green',
    polls: false,
    orderer: 'decideQuotes',
    admin: 'decideQuotes',
    reviewer: '',
    approver: '',
  },
  ON_HOLD: {
    en: 'ON_HOLD',
    de: 'ON_HOLD',
    colour: null,
    polls: false,
    orderer: 'decideQuotes',
    admin: 'decideQuotes',
    reviewer: '',
    approver: '',
  },
};

const task = (progress: string) => buildTask({ progress });

const actionsOf = (progress: string, role: Role, cancelled = false) =>
  [...taskActions({ progress, cancelled }, [role])].join(' ');

describe('the task lifecycle, state by state', () => {
  it('covers every state the service knows', () => {
    expect(Object.keys(TABLE).filter((p) => p !== 'ON_HOLD')).toEqual([...KNOWN_PROGRESS]);
  });

  describe.each(Object.entries(TABLE))('%s', (progress, row) => {
    it(`is called "${row.en}" (de: "${row.de}") in ${String(row.colour)}`, () => {
      expect(progressLabel(en, progress)).toBe(row.en);
      expect(progressLabel(de, progress)).toBe(row.de);
      expect(progressText(en, progress).label).toBe(row.en);
      expect(progressColour(progress)).toBe(row.colour);
    });

    it.each(ROLES)('lets the %s do what the state allows', (role) => {
      expect(actionsOf(progress, role)).toBe(row[role]);
    });

    it(row.polls ? 'is polled' : 'is not polled', () => {
      expect(taskRefetchInterval(task(progress))).toBe(row.polls ? POLL_INTERVAL_MS : false);
    });
  });

  it('names COMPLETE_AND_PREPARED of an instant order for what happens', () => {
    expect(progressLabel(en, 'COMPLETE_AND_PREPARED', 'instant')).toBe('Machine translation running');
    expect(progressLabel(de, 'COMPLETE_AND_PREPARED', 'instant')).toBe('Maschinelle Übersetzung läuft');
    expect(progressText(en, 'COMPLETE_AND_PREPARED', 'instant').description).toBe(
      'The documents are being translated automatically.',
    );
    expect(progressLabel(en, 'COMPLETE_AND_PREPARED', 'instantWithPostEditing')).toBe('Quotes requested');
  });

  it('offers neither cancel nor quote decisions on an order marked cancelled', () => {
    expect(actionsOf('ORDER_CONFIRMED', 'orderer', true)).toBe('notifyDelivered');
    expect(actionsOf('IN_PREPARATION', 'admin', true)).toBe('delete notifyDelivered');
  });

  it('gives a user with several roles what any of them may do', () => {
    expect([...taskActions({ progress: 'IN_REVIEW', cancelled: false }, ['orderer', 'reviewer'])].join(' ')).toBe(
      'decideQuotes notifyDelivered review',
    );
  });
});

describe('deliveries and quotes', () => {
  const delivery = (state: string, target = 'de-DE', postEditing = false): Delivery =>
    buildDelivery({ id: `d-${target}`, state, target, postEditing });
  const standard = { features: ['default'] };
  const instant = { features: ['instant'] };
  const of = (t: { features: string[] }, d: Delivery, role: Role) => [...deliveryActions(t, d, [role])].join(' ');

  it.each(ROLES)('lets the %s download and compare a delivered language, nothing before', (role) => {
    expect(of(standard, delivery('DELIVERED'), role)).toBe('download compare');
    expect(of(standard, delivery('IN_REVIEW'), role)).toBe('');
    expect(of(standard, delivery('NEW'), role)).toBe('');
  });

  it('offers post-editing of a delivered instant translation once, to those who order', () => {
    expect(of(instant, delivery('DELIVERED'), 'orderer')).toBe('download compare requestPostEditing');
    expect(of(instant, delivery('DELIVERED'), 'admin')).toBe('download compare requestPostEditing');
    expect(of(instant, delivery('DELIVERED'), 'reviewer')).toBe('download compare');
    expect(of(instant, delivery('DELIVERED', 'de-DE', true), 'orderer')).toBe('download compare');
    expect(of(instant, delivery('IN_REVIEW'), 'orderer')).toBe('');
  });

  it('counts a language as delivered once handed over, reviewed or not', () => {
    expect(hasDeliveredLanguage([delivery('NEW'), delivery('IN_REVIEW', 'fr-FR')])).toBe(true);
    expect(hasDeliveredLanguage([delivery('NEW')])).toBe(false);
    expect(hasDeliveredLanguage(undefined)).toBe(false);
    const deliveries = [delivery('DELIVERED', 'de-DE'), delivery('NEW', 'fr-FR')];
    expect(isLanguageDelivered(task('ORDER_CONFIRMED'), 'de-DE', deliveries)).toBe(true);
    expect(isLanguageDelivered(task('ORDER_CONFIRMED'), 'fr-FR', deliveries)).toBe(false);
    expect(isLanguageDelivered(task('TRANSLATION_DELIVERED'), 'fr-FR', undefined)).toBe(true);
  });

  it('lets an offered quote be accepted or rejected, and an accepted one cancelled until its language is delivered', () => {
    expect(quoteDecisions('OFFERED', false)).toEqual(['ACCEPTED', 'REJECTED']);
    expect(quoteDecisions('OFFERED', true)).toEqual(['ACCEPTED', 'REJECTED']);
    expect(quoteDecisions('ACCEPTED', false)).toEqual(['CANCELLED']);
    expect(quoteDecisions('ACCEPTED', true)).toEqual([]);
    expect(quoteDecisions('REJECTED', false)).toEqual([]);
    expect(quoteDecisions('CANCELLED', false)).toEqual([]);
  });
});

describe('drafts, placed orders and the status colour', () => {
  it('tells a draft from a placed order', () => {
    expect(isDraft(buildTask({ progress: 'NEW', complete: false }))).toBe(true);
    expect(isDraft(buildTask({ progress: 'NEW', complete: true }))).toBe(false);
    expect(isDraft(buildTask({ progress: 'IN_PREPARATION', complete: true }))).toBe(false);
    expect(isPlaced(buildTask({ progress: 'NEW', complete: true }))).toBe(false);
    expect(isPlaced(buildTask({ progress: 'IN_PREPARATION', complete: true }))).toBe(true);
    expect(isPlaced(buildTask({ progress: 'SOMETHING_NEW', complete: true }))).toBe(true);
  });

  it("colours an order's status as its state, a cancelled one as cancelled, an unknown one grey", () => {
    expect(taskColour(buildTask({ progress: 'PREPARATION_FAILED' }))).toBe('red');
    expect(taskColour(buildTask({ progress: 'ORDER_CONFIRMED' }))).toBe('indigo');
    expect(taskColour(buildTask({ progress: 'ORDER_CONFIRMED', cancelled: true }))).toBe('dark');
    expect(taskColour(buildTask({ progress: 'SOMETHING_NEW' }))).toBe('gray');
  });

  it('lets those who decide on orders run an analysis until the order is cancelled', () => {
    const open = buildTask({ progress: 'ORDER_CONFIRMED' });
    expect(mayRunAnalysis(open, ['orderer'])).toBe(true);
    expect(mayRunAnalysis(open, ['admin'])).toBe(true);
    expect(mayRunAnalysis(open, ['reviewer'])).toBe(false);
    expect(mayRunAnalysis(buildTask({ progress: 'ORDER_CONFIRMED', cancelled: true }), ['orderer'])).toBe(false);
  });
});
