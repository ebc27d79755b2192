/** The e-mails approvals send, in English and German (the server does not know a reader's language). */
import type { Selectable } from 'kysely';
import type { ApprovalRequestsTable } from '../db/schema';
import type { Mail } from './outbox';

export interface RequestFacts {
  id: string;
  taskId: string;
  supplierName: string;
  targetLanguage: string;
  amount: string;
  currency: string;
  referenceAmount: string;
  referenceCurrency: string;
  approvalsRequired: number;
  requestedBy: string;
  expiresAt: Date;
}

export function requestFacts(row: Selectable<ApprovalRequestsTable>): RequestFacts {
  return {
    id: row.id,
    taskId: row.task_id,
    supplierName: row.supplier_name,
    targetLanguage: row.target_language,
    amount: row.amount,
    currency: row.currency,
    referenceAmount: row.reference_amount,
    referenceCurrency: row.reference_currency,
    approvalsRequired: row.approvals_required,
    requestedBy: row.requested_by_name,
    expiresAt: row.expires_at,
  };
}

// Intl formats a decimal string exactly (no float on the way).
const money = (locale: string, amount: string, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount as unknown as number);
const when = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';

export function newRequestMail(to: string, facts: RequestFacts, link: string): Mail {
  const en = money('en-GB', facts.amount, facts.currency);
  const de = money('de-DE', facts.amount, facts.currency);
  return {
    to,
    subject: `Approval requested: ${en} from ${facts.supplierName} / Freigabe angefragt`,
    body: [
      `${facts.requestedBy} asks to accept a quote of ${en} (${money('en-GB', facts.referenceAmount, facts.referenceCurrency)}) from ${facts.supplierName} for ${facts.targetLanguage}, order ${facts.taskId}.`,
      `It needs ${facts.approvalsRequired} approval(s) by ${when('en-GB', facts.expiresAt)}.`,
      `Decide: ${link}`,
      '',
      `${facts.requestedBy} möchte ein Angebot über ${de} (${money('de-DE', facts.referenceAmount, facts.referenceCurrency)}) von ${facts.supplierName} für ${facts.targetLanguage} annehmen, Auftrag ${facts.taskId}.`,
      `Es braucht ${facts.approvalsRequired} Freigabe(n) bis ${when('de-DE', facts.expiresAt)}.`,
      `Entscheiden: ${link}`,
    ].join('\n'),
  };
}

export type Outcome = 'approved' | 'declined' | 'expired' | 'closed';

const OUTCOME = {
  approved: [
    'approved, and the quote was accepted at the vendor',
    'freigegeben, das Angebot wurde beim Anbieter angenommen',
  ],
  declined: ['declined', 'abgelehnt'],
  expired: ['expired without enough approvals', 'ohne genügend Freigaben abgelaufen'],
  closed: ['closed: the quote is no longer offered', 'geschlossen: das Angebot besteht nicht mehr'],
} as const;

export function outcomeMail(to: string, facts: RequestFacts, outcome: Outcome, why: string, link: string): Mail {
  const [en, de] = OUTCOME[outcome];
  const amount = money('en-GB', facts.amount, facts.currency);
  return {
    to,
    subject: `Your request for ${amount} from ${facts.supplierName} was ${outcome} / Ihre Freigabe-Anfrage`,
    body: [
      `Your request to accept ${amount} from ${facts.supplierName} for ${facts.targetLanguage} (order ${facts.taskId}) was ${en}.`,
      ...(why ? [`Reason: ${why}`] : []),
      `Order: ${link}`,
      '',
      `Ihre Anfrage, ${money('de-DE', facts.amount, facts.currency)} von ${facts.supplierName} für ${facts.targetLanguage} (Auftrag ${facts.taskId}) anzunehmen, wurde ${de}.`,
      ...(why ? [`Begründung: ${why}`] : []),
      `Auftrag: ${link}`,
    ].join('\n'),
  };
}
