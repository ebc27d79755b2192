/** The order page's quote comparison: enquiry status, one table per language, decisions and the accepted summary. */
import { Alert, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/loading-state';
import { PageError } from '../../../components/page-error';
import type { Delivery } from '../../../contract/delivery';
import type { Task } from '../../../contract/task';
import { POLL_INTERVAL_MS } from '../../../lib/api/polling';
import { canEdit } from '../../../lib/auth/roles';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { quoteQueries } from '../api/quote-queries';
import { enquiriesFor, languagesToShow, quotesFor } from '../lib/group-quotes';
import { awaitingOrderNumber, comparisonRefetchInterval, isLanguageDelivered } from '../lib/quote-status';
import { AcceptedQuotesSummary } from './accepted-quotes-summary';
import { DecisionDialog } from './decision-dialog';
import { LanguageQuotes } from './language-quotes';
import { useNow } from './use-now';
import { useQuoteDecisions } from './use-quote-decisions';

const HEADING_ID = 'quotes-heading';

interface QuotesSectionProps {
  task: Task;
  /** The task's deliveries (the page's query): an accepted language already delivered cannot be cancelled. */
  deliveries: readonly Delivery[] | undefined;
}

export function QuotesSection({ task, deliveries }: QuotesSectionProps) {
  // A draft has asked nobody yet.
  if (!task.complete || task.progress === 'NEW') return null;
  return <QuotesComparison task={task} deliveries={deliveries} />;
}

function QuotesComparison({ task, deliveries }: QuotesSectionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const now = useNow();
  const cancelled = task.cancelled || task.progress === 'TASK_CANCELLED';
  const editable = canEdit(user.roles, 'order') && !cancelled;

  // Each half of the polling rule needs the other half's data; the quotes come from the cache here.
  const cachedQuotes = queryClient.getQueryData(quoteQueries.byTask(task.id).queryKey);
  const enquiriesQuery = useQuery({
    ...quoteQueries.enquiries(task.id, cachedQuotes ? { quotes: cachedQuotes } : {}),
    ...(cancelled ? { refetchInterval: false as const } : {}),
  });
  const enquiries = enquiriesQuery.data;
  const quotesQuery = useQuery({
    ...quoteQueries.byTask(task.id, enquiries ? { enquiries } : {}),
    // Also keep asking until an accepted quote carries the vendor's order number.
    refetchInterval: (query) => (cancelled ? false : comparisonRefetchInterval(enquiries, query.state.data)),
  });
  const acceptedQuery = useQuery({
    ...quoteQueries.acceptedByTask(task.id),
    refetchInterval: (query) => (awaitingOrderNumber(query.state.data) ? POLL_INTERVAL_MS : false),
    refetchIntervalInBackground: false,
  });

  const headingIdOf = useCallback((target: string) => `quotes-${target.replace(/[^A-Za-z0-9-]/g, '_')}`, []);
  const decisions = useQuoteDecisions(task.id, headingIdOf);

  const section = (content: ReactNode) => (
    <Stack component="section" aria-labelledby={HEADING_ID} gap="lg">
      <Title order={2} id={HEADING_ID}>
        {t('quotes.title')}
      </Title>
      {content}
      <VisuallyHidden role="status" aria-live="polite">
        {decisions.announcement}
      </VisuallyHidden>
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
    <PageError
      title={t('quotes.summary.loadFailed')}
      error={acceptedQuery.error}
      retrying={acceptedQuery.isFetching}
      onRetry={() => acceptedQuery.refetch()}
    />
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
  const delivered = task.progress === 'TRANSLATION_DELIVERED';

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
          headingId={headingIdOf(target)}
          quotes={quotesFor(target, quoteList)}
          enquiries={enquiriesFor(target, enquiryList)}
          now={now}
          actions={
            editable
              ? {
                  delivered: delivered || isLanguageDelivered(target, deliveries),
                  busy: decisions.busy,
                  onDecide: decisions.ask,
                }
              : null
          }
          failure={decisions.failure?.quote.target === target ? decisions.failure : null}
          onDismissFailure={decisions.dismissFailure}
        />
      ))}
      {!cancelled && summary}
      <DecisionDialog
        pending={decisions.dialog}
        opened={decisions.dialog?.opened ?? false}
        returnFocus={!decisions.dialog?.confirmed}
        onConfirm={decisions.confirm}
        onClose={decisions.close}
      />
    </>,
  );
}
