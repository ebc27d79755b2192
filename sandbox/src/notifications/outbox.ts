/** Quotation and delivery emails, chosen by the project's `notifications`, appended to the sandbox outbox. */
import { notificationsSchema } from '#contract/project';
import { newId, nowIso } from '../store/ids';
import type { OutboxMail, StoredTask } from '../store/state';
import type { Store } from '../store/store';

const MAX_MAILS = 1000;

export interface MailContent {
  subject: string;
  body: string;
  /** Target filenames; only kept when the delivery settings attach documents. */
  attachments?: string[];
}

export function recipients(
  store: Store,
  task: StoredTask,
  kind: OutboxMail['kind'],
): { to: string[]; attach: boolean } {
  const project = task.projectId ? store.state.projects[task.projectId] : undefined;
  const notifications = project?.notifications ?? notificationsSchema.parse({});
  const settings = notifications[kind];
  const to = new Set<string>();
  if (settings.receiverTypes.USER && task.createdBy.email) to.add(task.createdBy.email);
  if (settings.receiverTypes.TRANSLATION_TASK && task.email) to.add(task.email);
  if (settings.receiverTypes.ADDITIONAL) for (const email of settings.additionalEmails) to.add(email);
  const attach =
    kind === 'delivery' && 'shouldAttachTargetDocuments' in settings && settings.shouldAttachTargetDocuments;
  return { to: [...to], attach };
}

/** Appends the mail when it has recipients. */
export function sendMail(
  store: Store,
  task: StoredTask,
  kind: OutboxMail['kind'],
  content: MailContent,
): OutboxMail | null {
  const { to, attach } = recipients(store, task, kind);
  if (to.length === 0) return null;
  const mail: OutboxMail = {
    id: newId(),
    kind,
    to,
    subject: content.subject,
    body: content.body,
    taskId: task.id,
    projectId: task.projectId,
    attachments: attach ? (content.attachments ?? []) : [],
    createdAt: nowIso(),
  };
  store.state.outbox.push(mail);
  if (store.state.outbox.length > MAX_MAILS) store.state.outbox.splice(0, store.state.outbox.length - MAX_MAILS);
  store.changed();
  return mail;
}
