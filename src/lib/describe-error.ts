import type { TFunction } from 'i18next';
import { isApiError } from './api/api-error';
import { isChunkLoadError } from './chunk-load-error';

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
