import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '#portal/components/deferred.tsx';
import { describeError } from '#portal/lib/describe-error.ts';
import type { Quote, QuoteEnquiry } from '#contract/quote';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { isAccepted } from '#portal/lib/task-lifecycle/quote-states.ts';
import { enquiryStatuses } from '#portal/features/quotes/lib/quote-status.ts';
import { DecidedQuotes } from './decided-quotes';
import { EnquiryStatusList } from './enquiry-status-list';
import { ToneBadge } from './quote-cells';
import type { QuoteActions } from './quote-decision';
import { QuotesTable } from './quotes-table';
import type { DecisionFailure } from './use-quote-decisions';
import { useUsualPrices } from './use-usual-prices';
import { useVendorQuality } from './use-vendor-quality';
import { useBudgetOutlook } from './use-budget-outlook';

/** One target language: heading, the vendors' answers, a refused decision, and the comparison table. */
export function LanguageQuotes({
  target,
  headingId,
  quotes,
  enquiries,
  quotesReadAfter,
  now,
  actions,
  failure,
  onDismissFailure,
  delivered = false,
  sourceWords,
  pricesFor = null,
  budgetsFor = null,
}: {
  target: string;
  headingId: string;
  quotes: Quote[];
  enquiries: QuoteEnquiry[];
  /** Whether the quotes were read after the enquiries (see `vendorAnswer`). */
  quotesReadAfter: boolean;
  now: number;
  actions: QuoteActions | null;
  failure: DecisionFailure | null;
  onDismissFailure: () => void;
  /** The language is delivered: its decided table folds away below the downloads. */
  delivered?: boolean;
  /** The language's source words by the task's analysis (prices in different units compare per source word). */
  sourceWords?: number | undefined;
  /** The order and its source language, where the vendors' usual prices for the pair are shown beside their quotes. */
  pricesFor?: { orderId: string; source: string } | null;
  /** Server mode, for those who decide: the order whose budgets are shown beside each quote. */
  budgetsFor?: string | null;
}) {
  const { t } = useTranslation();
  const { languageName } = useFormatters();
  // Asked for once the comparison comes near the viewport, not with the order page's first paint.
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const pair = useMemo(() => pricesFor && { ...pricesFor, target }, [pricesFor, target]);
  const usual = useUsualPrices(quotes.length > 0 ? pair : null, near);
  const budgets = useBudgetOutlook(budgetsFor, quotes, near);
  // Server mode keeps reviews: who sees the usual prices sees the vendors' review quality too.
  const quality = useVendorQuality(budgetsFor !== null && quotes.length > 0 ? pair : null, near);
  const accepted = quotes.find(isAccepted);
  const statuses = enquiryStatuses(enquiries, quotes, quotesReadAfter);
  const noOffer = statuses.length > 0 && statuses.every((s) => s.answer === 'noOffer');
  const table = (
    <QuotesTable
      quotes={quotes}
      labelledBy={headingId}
      now={now}
      actions={actions}
      sourceWords={sourceWords}
      usual={usual}
      budgets={budgets}
      quality={quality}
    />
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} ref={placeholder}>
      <Group gap="sm" align="center">
        <Title order={3} size="h4" id={headingId} tabIndex={-1}>
          {t('quotes.languageHeading', { language: languageName(target), code: target })}
        </Title>
        {accepted && <ToneBadge color="green">{t('quotes.orderedFrom', { vendor: accepted.supplierName })}</ToneBadge>}
      </Group>
      <EnquiryStatusList statuses={statuses} now={now} />
      {failure && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={t(`quotes.decisionFailed.${failure.decision}`, { number: failure.quote.number })}
          withCloseButton
          closeButtonLabel={t('quotes.dismiss')}
          onClose={onDismissFailure}
        >
          <Stack gap={4}>
            <Text size="sm">{describeError(failure.error, t)}</Text>
            <Text size="sm">{t('quotes.refreshed')}</Text>
          </Stack>
        </Alert>
      )}
      {quotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {noOffer ? t('quotes.noOfferForLanguage') : t('quotes.noQuotesForLanguage')}
        </Text>
      ) : accepted && delivered ? (
        <DecidedQuotes count={quotes.length} language={languageName(target)}>
          {table}
        </DecidedQuotes>
      ) : (
        table
      )}
    </Stack>
  );
}
