/**
 * The task lifecycle, state by state (the service's `progress` values, see "States and transitions" in
 * the API specification): the group a state belongs to, its colour, its label and description (i18n
 * keys), what the state allows and whether the service moves on from it by itself. Pure TypeScript; the
 * rest of the portal asks this module instead of keeping its own lists of states.
 */
import { isKnownProgress, type KnownProgress, type Task, type TaskKind } from '#contract/task';

/** Where an order is: not placed, being prepared, failed, waiting for quotes, with the vendor, in review, done or cancelled. */
export type ProgressGroup =
  'draft' | 'preparation' | 'failed' | 'quotes' | 'translation' | 'review' | 'delivered' | 'cancelled' | 'unknown';

/** What a delivered language allows (who may do it: the actions table in role-actions.ts). */
export type DeliveryAction = 'download' | 'compare' | 'requestPostEditing';

/** What the state of an order allows (who may do it: the actions table in role-actions.ts). */
export type TaskAction =
  /** Change the draft. */
  | 'edit'
  /** Place the order (`complete: true`). */
  | 'order'
  /** Remove the order (the service allows DELETE in NEW and IN_PREPARATION only). */
  | 'delete'
  /** Cancel the whole order (`cancelled: true`), as long as no language was delivered. */
  | 'cancel'
  /** Accept, reject or cancel quotes. */
  | 'decideQuotes'
  /** Ask to be told (also on the desktop) when the order is delivered. */
  | 'notifyDelivered'
  /** Review deliveries: a language can be in review while another is still being translated. */
  | 'review';

/** How the task's own query polls in this state. */
export type TaskPolling =
  /** The service moves on by itself: ask again. */
  | 'poll'
  /** Waiting for vendors' quotes (or an instant translation): ask again until the enquiries are answered. */
  | 'untilQuotes'
  /** Nothing happens without the user, or the order is final. */
  | 'stop';

export interface StateRules {
  group: ProgressGroup;
  /** A Mantine colour name. */
  colour: string;
  allows: readonly TaskAction[];
  polling: TaskPolling;
  /** A vendor may hand over a language at any moment: the deliveries are polled. */
  deliveryExpected: boolean;
}

const WITH_VENDOR: StateRules = {
  group: 'translation',
  colour: 'teal',
  allows: ['cancel', 'decideQuotes', 'notifyDelivered', 'review'],
  polling: 'poll',
  deliveryExpected: true,
};

export const STATES: Readonly<Record<KnownProgress, StateRules>> = {
  NEW: {
    group: 'draft',
    colour: 'gray',
    allows: ['edit', 'order', 'delete'],
    polling: 'stop',
    deliveryExpected: false,
  },
  IN_PREPARATION: {
    group: 'preparation',
    colour: 'cyan',
    allows: ['delete', 'cancel', 'decideQuotes', 'notifyDelivered'],
    polling: 'poll',
    deliveryExpected: false,
  },
  PREPARATION_FAILED: {
    group: 'failed',
    colour: 'red',
    allows: ['cancel', 'decideQuotes'],
    polling: 'stop',
    deliveryExpected: false,
  },
  COMPLETE_AND_PREPARED: {
    group: 'quotes',
    colour: 'blue',
    allows: ['cancel', 'decideQuotes', 'notifyDelivered'],
    polling: 'untilQuotes',
    deliveryExpected: false,
  },
  TASK_CANCELLED: { group: 'cancelled', colour: 'dark', allows: [], polling: 'stop', deliveryExpected: false },
  QUOTE_ACCEPTED: WITH_VENDOR,
  ACCEPTED_QUOTE_SUBMITTED: WITH_VENDOR,
  ORDER_CONFIRMED: { ...WITH_VENDOR, colour: 'indigo' },
  IN_REVIEW: {
    group: 'review',
    colour: 'grape',
    allows: ['decideQuotes', 'notifyDelivered', 'review'],
    polling: 'poll',
    deliveryExpected: true,
  },
  TRANSLATION_DELIVERED: {
    group: 'delivered',
    colour: 'green',
    allows: ['decideQuotes'],
    polling: 'stop',
    deliveryExpected: false,
  },
};

/** A value from a newer service: shown verbatim, polled no more, and only quotes can still be decided. */
const UNKNOWN: StateRules = {
  group: 'unknown',
  colour: 'gray',
  allows: ['decideQuotes'],
  polling: 'stop',
  deliveryExpected: false,
};

export function stateRules(progress: string): StateRules {
  return isKnownProgress(progress) ? STATES[progress] : UNKNOWN;
}

export function progressGroup(progress: string): ProgressGroup {
  return stateRules(progress).group;
}

/** Whether the state allows the action, for anyone. */
/** The service could not read the order's documents: no vendor was asked, and the page says what to do. */
export function preparationFailed(task: Pick<Task, 'progress'>): boolean {
  return progressGroup(task.progress) === 'failed';
}

export function stateAllows(progress: string, action: TaskAction): boolean {
  return stateRules(progress).allows.includes(action);
}

/** The colour of a progress value; null for values the portal does not know (shown as an outline). */
export function progressColour(progress: string): string | null {
  return isKnownProgress(progress) ? STATES[progress].colour : null;
}

/**
 * The colour of an order's status: its state's, the cancelled state's once the order is cancelled (the flag
 * comes before the service moves the state), grey for values the portal does not know.
 */
export function taskColour(task: Pick<Task, 'progress' | 'cancelled'>): string {
  return progressColour(task.cancelled ? 'TASK_CANCELLED' : task.progress) ?? UNKNOWN.colour;
}

/** Cancelled as a whole (the flag comes before the service moves the state). */
export function isCancelled(task: Pick<Task, 'progress' | 'cancelled'>): boolean {
  return task.cancelled || progressGroup(task.progress) === 'cancelled';
}

/** A draft: not placed yet, so it can still be changed (the form's "Order" sets `complete` before the state moves). */
export function isDraft(task: Pick<Task, 'progress' | 'complete'>): boolean {
  return progressGroup(task.progress) === 'draft' && !task.complete;
}

/** Placed and out of the draft state: the service has started asking vendors (a draft has asked nobody). */
export function isPlaced(task: Pick<Task, 'progress' | 'complete'>): boolean {
  return task.complete && progressGroup(task.progress) !== 'draft';
}

/** Label keys: COMPLETE_AND_PREPARED has its own name for instant orders (a machine translates, no quotes). */
export type ProgressTextKey = KnownProgress | 'COMPLETE_AND_PREPARED_INSTANT';

/** The key under `lifecycle.labels` / `lifecycle.descriptions`; null for unknown values (shown verbatim). */
export function progressTextKey(progress: string, kind: TaskKind = 'standard'): ProgressTextKey | null {
  if (!isKnownProgress(progress)) return null;
  return progress === 'COMPLETE_AND_PREPARED' && kind === 'instant' ? 'COMPLETE_AND_PREPARED_INSTANT' : progress;
}
