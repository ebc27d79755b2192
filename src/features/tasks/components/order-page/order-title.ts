/**
 * An order's name for people: its first document and languages ("report.docx into German (Germany) and
 * French (France)"), else the first words of its comment, else its reference. The id stays beside it.
 */
import type { TFunction } from 'i18next';
import type { Task } from '#contract/task';
import { formatList } from '#portal/lib/format/format.ts';

/** Words of the comment a title takes before "…". */
const COMMENT_WORDS = 8;

export interface OrderTitleInput {
  task: Pick<Task, 'id' | 'target' | 'comment'>;
  /** The order's source document names in order, when known. */
  documentNames: readonly string[] | undefined;
  languageName: (code: string) => string;
  locale: string;
}

function firstWords(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const head = words.slice(0, COMMENT_WORDS).join(' ');
  return words.length > COMMENT_WORDS ? `${head}…` : head;
}

export function orderTitle(t: TFunction, { task, documentNames, languageName, locale }: OrderTitleInput): string {
  const languages = formatList(task.target.map(languageName), locale);
  const [first, ...others] = documentNames ?? [];
  if (first) {
    const name = others.length > 0 ? t('tasks.order.humanTitle.more', { name: first, count: others.length }) : first;
    return languages ? t('tasks.order.humanTitle.into', { name, languages }) : name;
  }
  const comment = task.comment ? firstWords(task.comment) : '';
  if (comment) return languages ? t('tasks.order.humanTitle.into', { name: comment, languages }) : comment;
  return t('tasks.order.title', { id: task.id });
}
