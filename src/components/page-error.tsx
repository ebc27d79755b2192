import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '#portal/lib/describe-error.ts';
import { BusyButton } from './busy-button';

export interface PageErrorProps {
  error: unknown;
  /** Heading of the alert; defaults to "Something went wrong". */
  title?: string;
  /** Shows a "Try again" button (e.g. `refetch`, `reset`, `revalidator.revalidate`). */
  onRetry?: () => unknown;
  retryLabel?: string;
  /** True while the retry runs: the button shows a spinner and ignores clicks. */
  retrying?: boolean;
}

/** What failed, and a way to try again. Used for failed first loads; background failures only toast. */
export function PageError({ error, title, onRetry, retryLabel, retrying = false }: PageErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      title={title ?? t('errors.title')}
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{describeError(error, t)}</Text>
        {onRetry && (
          <BusyButton
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={retrying}
            onClick={() => void onRetry()}
          >
            {retryLabel ?? t('common.tryAgain')}
          </BusyButton>
        )}
      </Stack>
    </Alert>
  );
}
