import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '#contract/task';
import {
  languageStageLook,
  languagesToDecide,
  type LanguageStatus,
} from '#portal/lib/task-lifecycle/language-states.ts';
import { OrderStatusBadge } from '#portal/features/tasks/components/language-status.tsx';
import classes from './orders-table.module.css';

/**
 * An order's status in the list, worded as on the order page: "Needs your decision" when quotes of a language
 * wait for the orderer, else the status of its least advanced language (or its own state while its languages
 * are not known), and, for several languages, where each one is.
 */
export function OrderStatusCell({
  task,
  languages,
}: {
  task: Pick<Task, 'progress' | 'cancelled' | 'features'>;
  languages: readonly LanguageStatus[] | undefined;
}) {
  const { t } = useTranslation();
  const decide = languagesToDecide(languages ?? null).length > 0;
  const each =
    languages && languages.length > 1
      ? languages.map((s) => `${s.target}: ${languageStageLook(t, s).label}`).join(' · ')
      : null;
  return (
    <>
      {decide ? (
        <Badge variant="filled" color="orange.3" c="black" tt="none" className={classes.wrappingBadge}>
          {t('tasks.orders.needsDecision')}
        </Badge>
      ) : (
        <OrderStatusBadge task={task} languages={languages} variant="light" className={classes.wrappingBadge} />
      )}
      {each && (
        <p className={[classes.text, classes.xs, classes.dimmed, classes.truncate].join(' ')} title={each}>
          {each}
        </p>
      )}
    </>
  );
}
