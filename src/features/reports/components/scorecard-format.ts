/** How the scorecards' figures read: shares and rates in percent, a wait in minutes, hours or days, a price per word in full. */
import { useMemo } from 'react';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';

export function useScorecardFormat() {
  const fmt = useFormatters();
  return useMemo(
    () => ({
      percent: (share: number) => fmt.number(share, { style: 'percent', maximumFractionDigits: 0 }),
      wait: (hours: number) => {
        const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
          fmt.number(value, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 1 });
        if (hours < 1) return unit(Math.max(hours * 60, 0.1), 'minute');
        return hours < 48 ? unit(hours, 'hour') : unit(hours / 24, 'day');
      },
      /** A rate, so every decimal shows. */
      perWord: (amount: string, currency: string) => fmt.exactMoney(amount, currency),
      pair: (source: string, target: string) => `${fmt.languageName(source)} → ${fmt.languageName(target)}`,
    }),
    [fmt],
  );
}
