/** The sandbox's persisted state: every record the API serves, keyed by id, each tagged with its organisation. */
import type { Analysis } from '#contract/analysis';
import type { Delivery } from '#contract/delivery';
import type { ApiDocument } from '#contract/document';
import type { Project } from '#contract/project';
import type { Quote, QuoteEnquiry } from '#contract/quote';
import type { Tag } from '#contract/tag';
import type { Task } from '#contract/task';

/** Internal members are never sent: the presenters pick the contract fields. */
interface Owned {
  org: string;
}

export type StoredTask = Task &
  Owned & {
    /** Who created the task (USER notification receiver). */
    createdBy: { sub: string; email: string };
    /** Set by preparation; while undefined and complete, the task is IN_PREPARATION. */
    stage?: 'PREPARED' | 'FAILED';
    /** Quote ids already announced in a quotation email. */
    mailedQuoteIds: string[];
  };

export type StoredDocument = ApiDocument & Owned;
export type StoredProject = Project & Owned;
export type StoredEnquiry = QuoteEnquiry & Owned;
export type StoredQuote = Quote & Owned & { lspVendorId: string; alternative: string };
export type OrderStep = 'QUOTE_ACCEPTED' | 'ACCEPTED_QUOTE_SUBMITTED' | 'ORDER_CONFIRMED';
export type StoredDelivery = Delivery &
  Owned & {
    /** Accepted quote being delivered (absent for a machine translation). */
    quoteId?: string;
    /** Step of the vendor order while the delivery is NEW. */
    orderStep?: OrderStep;
    /** A post-editing order waits for a quote to be accepted. */
    awaitingQuote?: boolean;
    deliveredAt?: string;
  };
export type StoredTag = Tag & Owned & { color: string };
export type StoredAnalysis = Analysis & Owned;

/** documentConversions, documentPretranslations and documentReviews: shapes are ours (spec is silent). */
export type TaskRecord = Owned & { id: string; translationTaskId: string; createdAt: string } & Record<string, unknown>;

export interface OutboxMail {
  id: string;
  kind: 'quotation' | 'delivery';
  to: string[];
  subject: string;
  body: string;
  taskId: string;
  projectId: string | null;
  attachments: string[];
  createdAt: string;
}

export interface ScheduledAction {
  id: string;
  kind: string;
  /** Epoch milliseconds. */
  due: number;
  payload: Record<string, string>;
}

export interface State {
  version: 1;
  seeded: boolean;
  counters: Record<string, number>;
  tasks: Record<string, StoredTask>;
  documents: Record<string, StoredDocument>;
  projects: Record<string, StoredProject>;
  enquiries: Record<string, StoredEnquiry>;
  quotes: Record<string, StoredQuote>;
  deliveries: Record<string, StoredDelivery>;
  analyses: Record<string, StoredAnalysis>;
  /** Keyed by `${org}\u0000${tagName}`. */
  tags: Record<string, StoredTag>;
  conversions: Record<string, TaskRecord>;
  pretranslations: Record<string, TaskRecord>;
  reviews: Record<string, TaskRecord>;
  /** Translation memory: org → `${source}>${target}` → normalised source segments. */
  memory: Record<string, Record<string, string[]>>;
  outbox: OutboxMail[];
  schedule: ScheduledAction[];
}

export function emptyState(): State {
  return {
    version: 1,
    seeded: false,
    counters: {},
    tasks: {},
    documents: {},
    projects: {},
    enquiries: {},
    quotes: {},
    deliveries: {},
    analyses: {},
    tags: {},
    conversions: {},
    pretranslations: {},
    reviews: {},
    memory: {},
    outbox: [],
    schedule: [],
  };
}
