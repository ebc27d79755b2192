/**
 * Browser mode has no portal server to enforce approvals: the approvals' pages say so, and where the
 * repository tells how to run server mode (the portal knows no address of its repository, so the path is named).
 */
import { Alert, Code, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ServerModeNotice() {
  const { t } = useTranslation(['translation', 'approvals']);
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('approvals:serverOnly.title')}>
      <Text size="sm">{t('approvals:serverOnly.body')}</Text>
      <Text size="sm" mt="xs">
        {t('approvals:serverOnly.link')}: <Code>README.md</Code>, <Code>docs/approvals.md</Code>
      </Text>
    </Alert>
  );
}
