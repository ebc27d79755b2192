/**
 * How many orders wait for the orderer's decision, beside "Orders" in the navigation, and the notice (in the
 * portal, and on the desktop when allowed) when a language's quotes become ready: the orderer learns of it
 * wherever they are in the portal, without opening the order.
 */
import { Badge, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { ORDERS_REFRESH_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { languagesToDecide } from '#portal/lib/task-lifecycle/language-states.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { showDesktopNotification } from '#portal/lib/desktop-notification.ts';
import { paths } from '#portal/lib/paths.ts';
import { useOrderDecisions, type OrderDecisions } from '#portal/app/routes/orders/use-order-decisions.ts';

/** Order id → the languages waiting for a decision, for the orders that have any. */
function waitingLanguages(decisions: OrderDecisions): Map<string, string[]> {
  const waiting = new Map<string, string[]>();
  for (const [taskId, statuses] of decisions) {
    const targets = languagesToDecide(statuses).map((s) => s.target);
    if (targets.length > 0) waiting.set(taskId, targets);
  }
  return waiting;
}

/**
 * Announces languages that became ready since the last look; what was ready when the portal opened is only
 * counted, and the order the user has open says it on its own page (its banner), so it is not announced there.
 */
function useQuotesReadyNotice(waiting: Map<string, string[]> | null) {
  const { t } = useTranslation();
  const { languageName } = useFormatters();
  const openOrder = useMatch(paths.order.path)?.params.taskId;
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const now = new Set([...waiting].flatMap(([taskId, targets]) => targets.map((target) => `${taskId} ${target}`)));
    const before = seen.current;
    seen.current = now;
    if (!before) return;
    for (const [taskId, targets] of waiting) {
      const fresh = targets.filter((target) => !before.has(`${taskId} ${target}`));
      if (fresh.length === 0) continue;
      const title = t('quotes.ready.title');
      const message = t('quotes.ready.message', { id: taskId, languages: fresh.map(languageName).join(', ') });
      // The open order's page says it itself; the desktop still hears of it while the portal's tab is hidden.
      const shownHere = taskId === openOrder;
      if (!shownHere) notifications.show({ id: `quotes-${taskId}`, color: 'orange', title, message, autoClose: false });
      if (!shownHere || document.hidden) showDesktopNotification(title, message, `quotes-${taskId}`);
    }
  }, [waiting, t, languageName, openOrder]);
}

/**
 * The count of orders waiting for a decision, or nothing while there is none. Loaded by the navigation (its own
 * chunk) once the page has settled, and only for users who decide on orders.
 */
export function DecisionCount() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const tasks = useQuery({
    ...taskQueries.list(),
    refetchInterval: ORDERS_REFRESH_MS,
    refetchIntervalInBackground: false,
    // The count comes after the page has settled: where the page's own list failed, its error and Try again
    // are the user's to act on; the count's arrival does not ask again behind them.
    retryOnMount: false,
  });
  const decisions = useOrderDecisions(tasks.data);
  // Counted once every order that may wait was read: what was ready then is not announced as new.
  const waiting = useMemo(
    () => (decisions.loaded && tasks.data ? waitingLanguages(decisions) : null),
    [tasks.data, decisions],
  );
  useQuotesReadyNotice(waiting);
  const count = waiting?.size ?? 0;
  if (count === 0) return null;
  const shown = number(count);
  return (
    // The number is seen; the sentence around it ("2 need your decision") is what a screen reader says, in one
    // piece so that no reader's name computation drops the space between the number and the words.
    <Badge color="orange.3" variant="filled" c="black" size="sm" circle={count < 10}>
      <span aria-hidden>{shown}</span>
      <VisuallyHidden>{t('nav.toDecide', { count, shown })}</VisuallyHidden>
    </Badge>
  );
}
