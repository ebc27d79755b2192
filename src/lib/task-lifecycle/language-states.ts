/**
 * Where each target language of a placed order is, derived from its quote enquiries, quotes and deliveries
 * (quote-states.ts, delivery-states.ts), and the order's status as its least advanced language's: an order whose
 * German is being translated while French waits for the customer's decision is not "In translation".
 */
import type { Delivery } from '#contract/delivery';
import type { Quote, QuoteEnquiry } from '#contract/quote';
import type { Task } from '#contract/task';
import { kindOfFeatures } from '#contract/task';
import type { TFunction } from 'i18next';
import { isDelivered, isInReview } from './delivery-states';
import { isAccepted, isOffered, vendorAnswer } from './quote-states';
import { progressGroup } from './states';

/** The stages a language moves through, least advanced first. */
const PROGRESSING = [
  /** Quotes requested; no vendor has offered yet. */
  'waiting',
  /** Some vendors offered, others have still to answer: a quote can be accepted already. */
  'arriving',
  /** Every vendor answered and at least one offered: the customer chooses one. */
  'decide',
  /** An instant order's machine translation is running. */
  'machine',
  /** A quote was accepted; the vendor has not confirmed it with an order number yet. */
  'accepted',
  /** The vendor confirmed the order and translates. */
  'translating',
  /** Delivered by the vendor and being reviewed. */
  'review',
  'delivered',
] as const;

/**
 * Stages a language stays in unless the customer orders again, nothing more comes by itself: `noOffer`, every
 * vendor answered and none with a quote (declined, or the language is not offered); `noneAccepted`, every quote
 * was rejected (or an accepted one cancelled) and no vendor has anything left to send.
 */
type Stuck = 'noOffer' | 'noneAccepted';

export type LanguageStage = (typeof PROGRESSING)[number] | Stuck;

const COLOURS: Readonly<Record<LanguageStage, string>> = {
  waiting: 'blue',
  arriving: 'blue',
  decide: 'orange',
  machine: 'cyan',
  accepted: 'teal',
  translating: 'indigo',
  review: 'grape',
  delivered: 'green',
  noOffer: 'red',
  noneAccepted: 'gray',
};

export interface LanguageStatus {
  target: string;
  stage: LanguageStage;
  /** Post-editing of a delivered machine translation was requested: the quote stages are for the post-editing. */
  postEditing: boolean;
  /** Vendors asked for this language, and how many of them have answered (with a quote or without). */
  vendors: { asked: number; answered: number; offered: number };
}

export interface OrderQuoteData {
  enquiries: readonly QuoteEnquiry[];
  quotes: readonly Quote[];
  deliveries: readonly Delivery[];
  /** Whether the quotes were read after the enquiries (see `vendorAnswer`); read together when not given. */
  quotesReadAfter?: boolean;
}

/** Only a placed order past its preparation has languages of its own to follow; before that the order's state tells it. */
function followsLanguages(task: Pick<Task, 'progress' | 'complete' | 'cancelled'>): boolean {
  if (!task.complete || task.cancelled) return false;
  const group = progressGroup(task.progress);
  return group === 'quotes' || group === 'translation' || group === 'review' || group === 'delivered';
}

function quoteStage(
  target: string,
  enquiries: readonly QuoteEnquiry[],
  quotes: readonly Quote[],
  quotesReadAfter: boolean,
): Pick<LanguageStatus, 'stage' | 'vendors'> {
  const answers = enquiries.map((e) => vendorAnswer(e, quotes, quotesReadAfter));
  const vendors = {
    asked: answers.length,
    answered: answers.filter((a) => a !== 'waiting').length,
    offered: answers.filter((a) => a === 'quoted').length,
  };
  const pending = vendors.answered < vendors.asked;
  const open = quotes.some((q) => q.target === target && isOffered(q));
  if (open) return { stage: pending ? 'arriving' : 'decide', vendors };
  if (pending || vendors.asked === 0) return { stage: 'waiting', vendors };
  return { stage: quotes.length > 0 ? 'noneAccepted' : 'noOffer', vendors };
}

/**
 * One status per target language of the order, or null while the order has none to follow (a draft, in
 * preparation, failed or cancelled: the order's own state says it).
 */
export function languageStatuses(
  task: Pick<Task, 'target' | 'features' | 'progress' | 'complete' | 'cancelled'>,
  { enquiries, quotes, deliveries, quotesReadAfter = true }: OrderQuoteData,
): LanguageStatus[] | null {
  if (!followsLanguages(task)) return null;
  const instant = kindOfFeatures(task.features) === 'instant';
  return task.target.map((target) => {
    const own = quotes.filter((q) => q.target === target);
    const asked = enquiries.filter((e) => e.target === undefined || e.target === target);
    const delivery = deliveries.find((d) => d.target === target);
    const accepted = own.find(isAccepted);
    const postEditing = instant && (delivery?.postEditing ?? false);
    const { stage: fromQuotes, vendors } = quoteStage(target, asked, own, quotesReadAfter);
    const status = (stage: LanguageStage): LanguageStatus => ({ target, stage, postEditing, vendors });
    if (delivery && isDelivered(delivery) && !(postEditing && !accepted)) return status('delivered');
    if (delivery && isInReview(delivery)) return status('review');
    if (accepted) return status(accepted.orderNumber ? 'translating' : 'accepted');
    if (instant && !postEditing && asked.length === 0) return status(delivery ? 'translating' : 'machine');
    return status(fromQuotes);
  });
}

function rank(stage: LanguageStage): number {
  return (PROGRESSING as readonly string[]).indexOf(stage);
}

/**
 * The order's status: its least advanced language's. A language no vendor quotes, or whose quotes were all
 * turned down, holds nothing up; it is the order's status only when every language is like that.
 */
export function orderStage(statuses: readonly LanguageStatus[]): LanguageStatus | undefined {
  const moving = statuses.filter((s) => rank(s.stage) >= 0);
  if (moving.length === 0) return statuses[0];
  return moving.reduce((least, s) => (rank(s.stage) < rank(least.stage) ? s : least));
}

/** The languages whose quotes are in and wait for the customer to choose one. */
export function languagesToDecide(statuses: readonly LanguageStatus[] | null): LanguageStatus[] {
  return (statuses ?? []).filter((s) => s.stage === 'decide');
}

/** Colour and label of a language's stage (the label also serves as the order's status). */
export function languageStageLook(
  t: TFunction,
  { stage, postEditing }: Pick<LanguageStatus, 'stage' | 'postEditing'>,
): { colour: string; label: string } {
  const forPostEditing = postEditing && (stage === 'waiting' || stage === 'arriving' || stage === 'decide');
  const label = forPostEditing ? t(`lifecycle.languages.${stage}PostEditing`) : t(`lifecycle.languages.${stage}`);
  return { colour: COLOURS[stage], label };
}

/**
 * Whether a language of the order may wait for the customer's decision, from the order alone: placed, with
 * quotes, and either still in its quote stage or with several languages (one may be delivered while another
 * is undecided). The orders list and the navigation fetch the quotes of these orders only.
 */
export function mayAwaitDecision(task: Pick<Task, 'target' | 'progress' | 'complete' | 'cancelled' | 'quoteIds'>) {
  if (!followsLanguages(task) || task.quoteIds.length === 0) return false;
  return progressGroup(task.progress) === 'quotes' || task.target.length > 1;
}
