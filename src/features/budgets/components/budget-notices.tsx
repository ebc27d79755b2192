/** The budget alerts of the current periods: "Marketing has reached 80 % of its budget". */
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BudgetNotice } from '#portal-contract/budgets';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';

export function BudgetNotices({ notices }: { notices: readonly BudgetNotice[] }) {
  const { t } = useTranslation(['translation', 'budgets']);
  const { dateTime, number } = useFormatters();
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs">
      {notices.map((notice) => (
        <Alert
          key={notice.budgetId}
          color={notice.level >= 100 ? 'red' : 'orange'}
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
        >
          {t('budgets:notice', {
            name: notice.name,
            level: number(notice.level),
            start: dateTime(notice.periodStart, { dateStyle: 'medium', timeZone: 'UTC' }),
          })}
        </Alert>
      ))}
    </Stack>
  );
}
