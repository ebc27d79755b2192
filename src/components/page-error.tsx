import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api/api-error';
import { isChunkLoadError } from '../lib/chunk-load-error';
import { BusyButton } from './busy-button';

/** A user-facing sentence for any thrown value: API errors by kind/status, others by message. */
export function describeError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return t('errors.network');
    if (error.kind === 'timeout') return t('errors.timeout');
    // Contract mismatches and broken JSON: the details are for developers, not for the person waiting.
    if (error.kind === 'invalid-response') return t('errors.invalidResponse');
    if (error.messages.length > 0) return error.messages.join(' ');
    if (error.status !== undefined) return t('errors.status', { status: error.status });
    return error.message;
  }
  if (error instanceof Error) {
    if (isChunkLoadError(error)) return t('errors.chunk');
    return error.message || t('errors.unknown');
  }
  if (typeof error === 'string' && error) return error;
  return t('errors.unknown');
}

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
