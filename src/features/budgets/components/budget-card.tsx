/** One budget: what it applies to, its current period, its figures, the alerts reached, and its burn-down. */
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetStatus, CostCentre } from '#portal-contract/budgets';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { Figures } from './figures';

const BurnDownChart = lazy(() => import('./burn-down-chart'));

const costCentreOf = (budget: BudgetStatus) => (budget.scope.kind === 'costCentre' ? budget.scope.costCentreId : '');

export function BudgetCard({
  budget,
  costCentres,
  projectName,
  removing,
  onRemove,
  onEdit,
}: {
  budget: BudgetStatus;
  costCentres: readonly CostCentre[];
  projectName: (id: string) => string;
  removing: boolean;
  /** Asks first: a removed budget's alerts and figures are gone. */
  onRemove: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation(['translation', 'budgets']);
  const { dateTime, money, number } = useFormatters();
  const day = (value: string) => dateTime(value, { dateStyle: 'medium', timeZone: 'UTC' });
  const scope =
    budget.scope.kind === 'project'
      ? `${t('budgets:budgets.project')}: ${projectName(budget.scope.projectId)}`
      : `${t('budgets:budgets.costCentre')}: ${costCentres.find((c) => c.id === costCentreOf(budget))?.code ?? ''}`;
  // The period's last day: its end is exclusive.
  const lastDay = new Date(Date.parse(`${budget.periodEnd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const headingId = `budget-${budget.id}`;
  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4" id={headingId}>
              {budget.name}
            </Title>
            <Text size="sm" c="dimmed">
              {scope} · {t(`budgets:budgets.periods.${budget.period}`)} ·{' '}
              {t('budgets:budgets.current', { start: day(budget.periodStart), end: day(lastDay) })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Badge color={budget.hard ? 'red' : 'gray'} variant="light">
              {budget.hard ? t('budgets:budgets.hardBadge') : t('budgets:budgets.softBadge')}
            </Badge>
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={t('budgets:editing.change', { name: budget.name })}
              onClick={onEdit}
            >
              {t('budgets:editing.button')}
            </Button>
            <ActionIcon
              variant="default"
              aria-label={t('budgets:budgets.remove', { name: budget.name })}
              loading={removing}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Figures figures={budget.figures} amount={budget.amount} currency={budget.currency} />
        {budget.alertsReached.length > 0 && (
          <Text size="sm" c="red.9">
            {t('budgets:budgets.alerts', { levels: budget.alertsReached.map((l) => `${number(l)} %`).join(', ') })}
          </Text>
        )}
        <Suspense fallback={null}>
          <BurnDownChart
            amount={budget.amount}
            periodStart={budget.periodStart}
            burn={budget.burn}
            label={t('budgets:budgets.chartLabel', { name: budget.name })}
            leftLabel={t('budgets:figures.left')}
            day={day}
            formatMoney={(value) => money(String(value), budget.currency)}
          />
        </Suspense>
      </Stack>
    </Card>
  );
}
