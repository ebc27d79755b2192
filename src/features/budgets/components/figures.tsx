/** Committed, delivered and left of a PO or a budget, with the share used and what could not be converted. */
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SpendFigures } from '#portal-contract/budgets';
import { Money } from '#portal/components/money.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';

export function Figures({ figures, amount, currency }: { figures: SpendFigures; amount: string; currency: string }) {
  const { t } = useTranslation(['translation', 'budgets']);
  const { number, money } = useFormatters();
  const share = Number(figures.shareUsed);
  const items = [
    ['amount', amount],
    ['committed', figures.committed],
    ['delivered', figures.delivered],
    ['left', figures.left],
  ] as const;
  return (
    <Stack gap={4}>
      <Group gap="md" wrap="wrap">
        {items.map(([key, value]) => (
          <Text key={key} size="sm">
            {t(`budgets:figures.${key}`)}: <Money amount={value} currency={currency} />
          </Text>
        ))}
      </Group>
      <Progress
        value={Math.min(100, share)}
        color={share >= 100 ? 'red' : share >= 80 ? 'orange' : 'blue'}
        aria-label={t('budgets:figures.used', { share: number(share) })}
      />
      <Text size="xs" c="dimmed">
        {t('budgets:figures.used', { share: number(share) })}
      </Text>
      {figures.unconverted.length > 0 && (
        <Text size="xs" c="red.9">
          {t('budgets:figures.unconverted', {
            amounts: figures.unconverted.map((u) => money(u.amount, u.currency)).join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}
