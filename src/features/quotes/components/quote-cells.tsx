/** Small presentational pieces of the quote table and cards: state badge, percent, amounts, received time. */
import { Badge, Stack, Text, VisuallyHidden, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '#portal/components/money.tsx';
import type { Quote } from '#contract/quote';
import { formatPercentOfDecimal } from '#portal/lib/format/format.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { quoteStateLook } from '#portal/lib/task-lifecycle/quote-states.ts';
import type { QuoteComparison } from '#portal/features/quotes/lib/compare-quotes.ts';
import { percentToFraction, pricePerUnit } from '#portal/features/quotes/lib/quote-money.ts';
import { quoteVariant } from '#portal/features/quotes/lib/quote-variant.ts';
import { knownUnit } from '#reports/text-units';
import classes from './quotes-table.module.css';
import type { UsualPrices } from './use-usual-prices';
import type { VendorQuality } from './use-vendor-quality';

/** A light badge whose text keeps 4.5:1 contrast in both colour schemes. */
export function ToneBadge({
  color,
  ...props
}: Omit<BadgeProps, 'variant' | 'color'> & { color: string; children: string }) {
  return (
    <Badge
      {...props}
      color={color}
      variant="light"
      tt="none"
      className={classes.strongBadge}
      style={{ '--strong-color': `var(--mantine-color-${color}-9)` }}
    />
  );
}

export function QuoteStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  const { colour, label } = quoteStateLook(t, state);
  return <ToneBadge color={colour}>{label}</ToneBadge>;
}

/** A percentage given as a decimal string ("8.1"), formatted for the UI language without floats. */
export function usePercent() {
  const { locale } = useFormatters();
  return (percent: string) => formatPercentOfDecimal(percentToFraction(percent), locale);
}

/** "—" for a value the vendor did not give, with the words for screen readers. */
export function NotGiven() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{t('quotes.notGiven')}</VisuallyHidden>
    </>
  );
}

/** Vendors choose the unit; known ones are translated (also in the singular, any case), others shown as sent. */
export function useTextAmount() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return {
    amount: (value: number, type: string) => {
      const unit = knownUnit(type);
      const amount = number(value);
      return unit ? t(`quotes.units.${unit}`, { count: value, amount }) : `${amount} ${type}`;
    },
    unitName: (type: string) => {
      const unit = knownUnit(type);
      return unit ? t(`quotes.unit.${unit}`) : type;
    },
  };
}

/** The amount charged, and how the discount got there: "466.25 lines charged / after 10 % discount on 518.06". */
export function TextAmountCell({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const { amount } = useTextAmount();
  const percent = usePercent();
  const { textAmount, price } = quote;
  const discounted = textAmount.discountedAmount < textAmount.amount;
  return (
    <>
      <Text size="sm" span display="block">
        {discounted
          ? t('quotes.charged', { amount: amount(textAmount.discountedAmount, textAmount.type) })
          : amount(textAmount.amount, textAmount.type)}
      </Text>
      <Text size="xs" c="dimmed" span display="block">
        {!discounted
          ? t('quotes.noDiscount')
          : price.totalDiscountPercent === undefined
            ? t('quotes.discountOf', { amount: number(textAmount.amount) })
            : t('quotes.discountOn', {
                percent: percent(price.totalDiscountPercent),
                amount: number(textAmount.amount),
              })}
      </Text>
    </>
  );
}

/**
 * The net price of one charged unit, with its unit ("€0.1111 per word"); a rate, so every decimal shows. Where
 * the vendors' units differ, also the net per source word in the reference currency, which compares across them.
 */
export function UnitPrice({ quote, comparison }: { quote: Quote; comparison: QuoteComparison }) {
  const { t } = useTranslation();
  const { exactMoney } = useFormatters();
  const { unitName } = useTextAmount();
  const unitPrice = pricePerUnit(quote.price.netAmount, quote.textAmount.discountedAmount);
  const perWord = comparison.perSourceWord.get(quote.id);
  const perWordLine = perWord !== undefined && comparison.reference !== null && (
    <Text size="xs" span display="block">
      {t('quotes.perSourceWord', {
        amount: t('quotes.approximately', { amount: exactMoney(perWord, comparison.reference.currency) }),
      })}
    </Text>
  );
  if (unitPrice === null) return perWordLine || <NotGiven />;
  return (
    <>
      <Text size="sm" span display="block">
        {exactMoney(unitPrice, quote.price.currency)}
      </Text>
      <Text size="xs" c="dimmed" span display="block">
        {t('quotes.perUnit', { unit: unitName(quote.textAmount.type) })}
      </Text>
      {perWordLine}
    </>
  );
}

/** The vendor's usual price per source word for the pair, and the organisation's (hidden below five orders). */
export function UsualPrice({ quote, usual }: { quote: Quote; usual: UsualPrices | null }) {
  const { t } = useTranslation();
  const { exactMoney } = useFormatters();
  const vendor = usual?.byVendor.get(quote.supplierName);
  if (!usual || vendor === undefined) return null;
  return (
    <Text size="xs" c="dimmed" span display="block">
      {t('quotes.usual.vendor', { amount: exactMoney(vendor, usual.currency) })}
      {usual.organisation !== null && (
        <Text size="xs" span display="block">
          {t('quotes.usual.organisation', { amount: exactMoney(usual.organisation, usual.currency) })}
        </Text>
      )}
    </Text>
  );
}

/** Server mode: the vendor's review quality for the pair (mean score, share passed), from its minimum of reviews on. */
export function QualityLine({ quote, quality }: { quote: Quote; quality: VendorQuality | null }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const facts = quality?.get(quote.supplierName);
  if (!facts?.meanScore) return null;
  return (
    <Text size="xs" c="dimmed" span display="block">
      {t('quotes.usual.quality', {
        score: number(Number(facts.meanScore), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        passed: facts.passRate === null ? '–' : number(facts.passRate, { style: 'percent', maximumFractionDigits: 0 }),
        count: facts.reviews,
      })}
    </Text>
  );
}

/** The gross as charged, and beneath it the approximate gross in the reference currency (or why there is none). */
export function GrossFigures({ quote, comparison }: { quote: Quote; comparison: QuoteComparison }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { price } = quote;
  const reference = comparison.referenceGross.get(quote.id);
  const other = comparison.reference !== null && comparison.reference.currency !== price.currency;
  return (
    <>
      <Text size="sm" fw={600} span display="block">
        <Money amount={price.grossAmount} currency={price.currency} />
      </Text>
      <Text size="xs" c="dimmed" span display="block">
        {reference !== undefined && other && comparison.reference
          ? t('quotes.approximately', { amount: money(reference, comparison.reference.currency) })
          : comparison.reference && reference === undefined
            ? t('quotes.noRate', { currency: price.currency })
            : price.currency}
      </Text>
    </>
  );
}

/** Vendor, the variant in words ("Express"), the quote number and, where it is, the lowest marker. */
export function QuoteIdentity({ quote, lowest }: { quote: Quote; lowest: boolean }) {
  const { t } = useTranslation();
  const variant = quoteVariant(quote.number);
  return (
    <Stack gap={2} align="flex-start">
      <span>{quote.supplierName}</span>
      {variant && (
        <Text size="sm" fw={400} span>
          {t(`quotes.variants.${variant}`)}
        </Text>
      )}
      <Text size="xs" c="dimmed" span className={classes.nowrap}>
        {t('quotes.quoteNumber', { number: quote.number })}
      </Text>
      {lowest && <LowestBadge />}
    </Stack>
  );
}

export function LowestBadge() {
  const { t } = useTranslation();
  return (
    <ToneBadge color="blue" mt={2}>
      {t('quotes.lowest')}
    </ToneBadge>
  );
}

/** `now` ticks coarsely (and clocks differ): something that arrived after it happened "now", not "in 1 second". */
export function notBefore(value: string, now: number): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? now : Math.max(now, time);
}

/** Relative time ("5 minutes ago") with the absolute date and time as tooltip and machine-readable value. */
export function TimeAgo({ value, now }: { value: string; now: number }) {
  const { relativeTime, dateTime } = useFormatters();
  return (
    <time dateTime={value} title={dateTime(value)}>
      {relativeTime(value, notBefore(value, now))}
    </time>
  );
}
