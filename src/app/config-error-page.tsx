/** Shown instead of the app when config.json is missing, unreadable or invalid. */
import { Alert, Button, Code, Container, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { configUrl, type ConfigIssueCode, type RuntimeConfigError } from '#portal/config/runtime-config.ts';

const ISSUE_CODES: readonly ConfigIssueCode[] = [
  'required',
  'notText',
  'empty',
  'invalidUrl',
  'notObject',
  'invalidMode',
  'invalidCurrency',
  'invalidDate',
  'invalidRate',
];

function isIssueCode(message: string): message is ConfigIssueCode {
  return (ISSUE_CODES as readonly string[]).includes(message);
}

export function ConfigErrorPage({ error }: { error: RuntimeConfigError }) {
  const { t } = useTranslation();

  useEffect(() => {
    document.title = t('config.title');
  }, [t]);

  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1}>{t('config.title')}</Title>
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap="xs">
            <Text size="sm">{t('config.description', { url: new URL(configUrl()).pathname })}</Text>
            {error.kind === 'network' && <Text size="sm">{t('config.network', { message: error.message })}</Text>}
            {error.kind === 'http' && <Text size="sm">{t('config.http', { status: error.status })}</Text>}
            {error.kind === 'parse' && <Text size="sm">{t('config.parse', { message: error.message })}</Text>}
            {error.kind === 'invalid' && (
              <>
                <Text size="sm">{t('config.invalid')}</Text>
                <List size="sm">
                  {error.issues.map((issue) => (
                    <List.Item key={`${issue.path}:${issue.message}`}>
                      <Code>{issue.path || t('config.document')}</Code>:{' '}
                      {isIssueCode(issue.message) ? t(`config.issues.${issue.message}`) : issue.message}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        </Alert>
        <div>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
