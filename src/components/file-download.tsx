/** Authenticated file downloads as UI: running state with progress, saving under the real name, failure with retry. */
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#portal/lib/api/api-error.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import type { DownloadOptions, DownloadResult } from '#portal/lib/api/file-download.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { BusyButton } from './busy-button';
import { describeError } from '#portal/lib/describe-error.ts';

export type FetchFile = (options: DownloadOptions) => Promise<DownloadResult>;

export interface FileDownloadState {
  status: 'idle' | 'running' | 'done' | 'error';
  loaded: number;
  /** 0 when the server sends no length. */
  total: number;
  error: unknown;
}

const IDLE: FileDownloadState = { status: 'idle', loaded: 0, total: 0, error: null };
/** Progress events come per network chunk; re-render only when the shown percentage moves. */
const percentOf = (loaded: number, total: number) => (total > 0 ? Math.floor((loaded / total) * 100) : -1);

/**
 * Runs one download at a time and saves the result with `saveBlob`. `filename` wins over the
 * Content-Disposition name when the caller knows the document's real name. Resolves true on success.
 */
export function useFileDownload() {
  const [state, setState] = useState<FileDownloadState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (fetchFile: FetchFile, filename?: string): Promise<boolean> => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ ...IDLE, status: 'running' });
    let shown = -2;
    try {
      const result = await fetchFile({
        signal: abort.signal,
        onProgress: (loaded, total) => {
          // Without a length, the bytes received are all there is to show (progress comes at most every 100 ms).
          const percent = percentOf(loaded, total);
          if (percent === shown && percent >= 0) return;
          shown = percent;
          setState({ status: 'running', loaded, total, error: null });
        },
      });
      if (abort.signal.aborted) return false;
      saveBlob(result.blob, filename ?? result.filename);
      setState({ ...IDLE, status: 'done' });
      return true;
    } catch (error) {
      // Unmounted or superseded: nobody is looking at this download any more.
      if (abort.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return false;
      setState({ ...IDLE, status: 'error', error });
      return false;
    }
  }, []);

  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, run, reset };
}

export interface DownloadFeedbackProps {
  state: FileDownloadState;
  /** Accessible name of the progress bar, e.g. "Downloading report.docx". */
  progressLabel: string;
  /** Heading of the failure, e.g. "report.docx could not be downloaded". */
  errorTitle: string;
  onRetry: () => unknown;
}

/** Progress while a download runs; what failed and a retry when it did. Renders nothing otherwise. */
export function DownloadFeedback({ state, progressLabel, errorTitle, onRetry }: DownloadFeedbackProps) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  if (state.status === 'running') {
    const percent = percentOf(state.loaded, state.total);
    const loaded = fmt.bytes(state.loaded);
    const amount =
      state.loaded === 0
        ? t('common.transferStarting')
        : percent >= 0
          ? t('common.transferOfTotal', { loaded, total: fmt.bytes(state.total) })
          : t('common.transferReceived', { loaded });
    return (
      <Stack gap={4}>
        {/* Own ARIA: Mantine's would announce an unknown-size download as "100%". */}
        <Progress.Root size="sm">
          <Progress.Section
            withAria={false}
            role="progressbar"
            aria-label={progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            {...(percent >= 0 ? { 'aria-valuenow': percent } : {})}
            aria-valuetext={amount}
            value={percent >= 0 ? percent : 100}
            striped={percent < 0}
          />
        </Progress.Root>
        <Text size="xs" c="dimmed">
          {amount}
        </Text>
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" variant="light" title={errorTitle} role="alert" p="xs">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text size="sm">{describeError(state.error, t)}</Text>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void onRetry()}
          >
            {t('common.tryAgain')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}

export interface DownloadFileButtonProps {
  fetchFile: FetchFile;
  /** The document's real name; wins over the Content-Disposition name. */
  filename: string;
  label: string;
  ariaLabel: string;
  progressLabel: string;
  errorTitle: string;
  /** Shown beside the button, e.g. a link to compare the document. */
  extra?: ReactNode;
}

/** One document's download button with its progress and, when it fails, what failed and a retry. */
export function DownloadFileButton({
  fetchFile,
  filename,
  label,
  ariaLabel,
  progressLabel,
  errorTitle,
  extra,
}: DownloadFileButtonProps) {
  const download = useFileDownload();
  const start = () => download.run(fetchFile, filename);
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <BusyButton
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.status === 'running'}
          onClick={() => void start()}
          aria-label={ariaLabel}
        >
          {label}
        </BusyButton>
        {extra}
      </Group>
      <DownloadFeedback state={download} progressLabel={progressLabel} errorTitle={errorTitle} onRetry={start} />
    </Stack>
  );
}
