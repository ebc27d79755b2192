/** The order page's quote comparison: enquiry status, one table per language, decisions and the accepted summary. */
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { Alert, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredContent } from '#portal/components/deferred.tsx';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { QueryError } from '#portal/components/query-view.tsx';
import type { Delivery } from '#contract/delivery';
import type { Task } from '#contract/task';
import { POLL_INTERVAL_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { isLanguageDelivered, taskActions } from '#portal/lib/task-lifecycle/actions.ts';
import { isCancelled, isPlaced } from '#portal/lib/task-lifecycle/states.ts';
import { useQuotesReadAfter } from '#portal/lib/api/quotes/use-quotes-read-after.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { canAccess } from '#portal/lib/auth/roles.ts';
import { quoteQueries } from '#portal/lib/api/quotes/quote-queries.ts';
import { enquiriesFor, languagesToShow, quotesFor, quotesHeadingId } from '#portal/features/quotes/lib/group-quotes.ts';
import { quotesRefetchInterval } from '#portal/lib/api/quotes/quote-polling.ts';
import { awaitingOrderNumber, comparisonRefetchInterval } from '#portal/features/quotes/lib/quote-status.ts';
import { AcceptedQuotesSummary } from './accepted-quotes-summary';
import { DecisionDialog } from './decision-dialog';
import { LanguageQuotes } from './language-quotes';
import { useNow } from './use-now';
import { useQuoteDecisions } from './use-quote-decisions';
import belowFold from '#portal/components/below-fold.module.css';

const HEADING_ID = 'quotes-heading';

interface QuotesSectionProps {
  task: Task;
  /** The task's deliveries (the page's query): an accepted language already delivered cannot be cancelled. */
  deliveries: readonly Delivery[] | undefined;
  /** Source words per target language by the task's latest analysis; vendors' prices in different units compare per word. */
  sourceWords?: Readonly<Record<string, number>> | undefined;
}

export function QuotesSection({ task, deliveries, sourceWords }: QuotesSectionProps) {
  // A draft has asked nobody yet.
  if (!isPlaced(task)) return null;
  return <QuotesComparison task={task} deliveries={deliveries} sourceWords={sourceWords} />;
}

function QuotesComparison({ task, deliveries, sourceWords }: QuotesSectionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const now = useNow();
  const cancelled = isCancelled(task);
  const editable = taskActions(task, user.roles).has('decideQuotes');
  // Those who see the vendor scorecards see each vendor's usual price beside its quote.
  const pricesFor = useMemo(
    () => (canAccess(user.roles, 'vendors') && task.source ? { orderId: task.id, source: task.source } : null),
    [user.roles, task.id, task.source],
  );

  // Enquiries and quotes poll under one rule that needs both lists. This observer subscribes to the
  // quotes without a timer of its own (the quotes query below has it), so the enquiries' rule reads
  // their current data and is decided again whenever they change.
  const knownQuotes = useQuery({ ...quoteQueries.byTask(task.id), refetchInterval: false });
  const enquiriesQuery = useQuery({
    ...quoteQueries.enquiries(task.id),
    refetchInterval: (query) =>
      cancelled
        ? false
        : quotesRefetchInterval(
            query.state.data,
            knownQuotes.data,
            knownQuotes.dataUpdatedAt > query.state.dataUpdatedAt,
          ),
  });
  const enquiries = enquiriesQuery.data;
  const enquiriesReadAt = enquiriesQuery.dataUpdatedAt;
  const quotesQuery = useQuery({
    ...quoteQueries.byTask(task.id),
    // Also keep asking until an accepted quote carries the vendor's order number.
    refetchInterval: (query) =>
      cancelled
        ? false
        : comparisonRefetchInterval(enquiries, query.state.data, query.state.dataUpdatedAt > enquiriesReadAt),
  });
  const acceptedQuery = useQuery({
    ...quoteQueries.acceptedByTask(task.id),
    refetchInterval: (query) => (awaitingOrderNumber(query.state.data) ? POLL_INTERVAL_MS : false),
    refetchIntervalInBackground: false,
  });

  const quotesReadAfter = useQuotesReadAfter(task.id);
  const decisions = useQuoteDecisions(task.id, quotesHeadingId);
  const serverMode = isBffMode(useRuntimeConfig());

  // The decision dialog answers a click at once, outside the deferred content: a deferred render is restarted by
  // every poll's result, so on a busy phone (or WebKit under load) the dialog could wait for seconds.
  const section = (content: ReactNode) => (
    <Stack component="section" className={belowFold.unpadded} aria-labelledby={HEADING_ID} gap="lg">
      <Title order={2} id={HEADING_ID}>
        {t('quotes.title')}
      </Title>
      <DeferredContent>{content}</DeferredContent>
      <VisuallyHidden role="status" aria-live="polite">
        {decisions.announcement}
      </VisuallyHidden>
      <DecisionDialog
        pending={decisions.dialog}
        opened={decisions.dialog?.opened ?? false}
        returnFocus={!decisions.dialog?.confirmed}
        serverMode={serverMode}
        onConfirm={decisions.confirm}
        onApprovalRequested={decisions.approvalRequested}
        onClose={decisions.close}
      />
    </Stack>
  );

  if (enquiriesQuery.isPending || quotesQuery.isPending) return section(<LoadingState label={t('quotes.loading')} />);
  if (enquiriesQuery.isError || quotesQuery.isError) {
    return section(
      <PageError
        title={t('quotes.loadFailed')}
        error={enquiriesQuery.error ?? quotesQuery.error}
        retrying={enquiriesQuery.isFetching || quotesQuery.isFetching}
        onRetry={() => Promise.all([enquiriesQuery.refetch(), quotesQuery.refetch()])}
      />,
    );
  }

  const enquiryList = enquiriesQuery.data;
  const quoteList = quotesQuery.data;
  const instant = task.features.includes('instant');
  // Instant translations need no quotes unless post-editing is ordered (which creates enquiries).
  if (instant && enquiryList.length === 0 && quoteList.length === 0) return null;

  const summary = acceptedQuery.isError ? (
    <QueryError title={t('quotes.summary.loadFailed')} query={acceptedQuery} />
  ) : acceptedQuery.data ? (
    <AcceptedQuotesSummary quotes={acceptedQuery.data} cancelled={cancelled} />
  ) : null;

  if (enquiryList.length === 0 && quoteList.length === 0) {
    return section(
      cancelled ? (
        <>
          <Text>{t('quotes.cancelledNote')}</Text>
          {summary}
        </>
      ) : (
        <Text c="dimmed">{t('quotes.notRequested')}</Text>
      ),
    );
  }

  const languages = languagesToShow(task.target, quoteList, enquiryList);

  return section(
    <>
      {cancelled && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('quotes.cancelledNote')}
        </Alert>
      )}
      {cancelled && summary}
      {quoteList.length === 0 && (
        <Alert color="blue" variant="light" icon={<IconClockHour4 aria-hidden />} title={t('quotes.waitingTitle')}>
          {t('quotes.waitingDescription')}
        </Alert>
      )}
      {languages.map((target) => (
        <LanguageQuotes
          key={target}
          target={target}
          headingId={quotesHeadingId(target)}
          quotes={quotesFor(target, quoteList)}
          enquiries={enquiriesFor(target, enquiryList)}
          quotesReadAfter={quotesReadAfter}
          now={now}
          actions={
            editable
              ? {
                  delivered: isLanguageDelivered(task, target, deliveries),
                  busy: decisions.busy,
                  onDecide: decisions.ask,
                }
              : null
          }
          failure={decisions.failure?.quote.target === target ? decisions.failure : null}
          delivered={isLanguageDelivered(task, target, deliveries)}
          sourceWords={sourceWords?.[target]}
          pricesFor={pricesFor}
          budgetsFor={serverMode && editable && !cancelled ? task.id : null}
          onDismissFailure={decisions.dismissFailure}
        />
      ))}
      {!cancelled && summary}
    </>,
  );
}
