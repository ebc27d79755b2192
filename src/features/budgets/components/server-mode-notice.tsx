/** Browser mode has no portal server to check purchase orders and budgets: the page says so. */
import { Alert, Code, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function BudgetsServerModeNotice() {
  const { t } = useTranslation(['translation', 'budgets']);
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('budgets:serverOnly.title')}>
      <Text size="sm">{t('budgets:serverOnly.body')}</Text>
      <Text size="sm" mt="xs">
        {t('budgets:serverOnly.link')}: <Code>README.md</Code>, <Code>docs/budgets.md</Code>
      </Text>
    </Alert>
  );
}
