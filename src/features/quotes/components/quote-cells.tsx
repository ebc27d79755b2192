/** Small presentational pieces of the quote tables: state badge, percent, text amount, received time. */
import { Badge, Text, VisuallyHidden, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/quote';
import { useFormatters } from '../../../lib/format/use-formatters';
import { quoteStateLook } from '../../../lib/task-lifecycle/quote-states';
import { percentToFraction } from '../lib/quote-money';
import classes from './quotes-table.module.css';

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
  return (percent: string) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      percentToFraction(percent) as Intl.StringNumericLiteral,
    );
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

const UNITS = ['words', 'lines', 'characters', 'pages'] as const;
type KnownUnit = (typeof UNITS)[number];

/** Vendors choose the unit; known ones are translated (also in the singular, any case), others shown as sent. */
export function knownUnit(type: string): KnownUnit | null {
  const lower = type.trim().toLowerCase();
  const plural = lower.endsWith('s') ? lower : `${lower}s`;
  return (UNITS as readonly string[]).includes(plural) ? (plural as KnownUnit) : null;
}

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

export function TextAmountCell({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const { amount } = useTextAmount();
  const { textAmount } = quote;
  return (
    <>
      <Text size="sm" span display="block">
        {amount(textAmount.amount, textAmount.type)}
      </Text>
      <Text size="xs" c="dimmed" span display="block">
        {t('quotes.afterDiscount', { amount: number(textAmount.discountedAmount) })}
      </Text>
    </>
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
