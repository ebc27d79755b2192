/** One row per file: attached documents and files in the upload queue (progress, cancel, retry, remove). */
import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon, type ButtonProps } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCheck, IconFile, IconFileOff } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import type { SelectedDocument } from './selected-document';
import type { FileWarning } from './sniff-file';
import type { UploadItem } from './upload-queue-state';

function Row({
  icon,
  name,
  size,
  status,
  progress,
  actions,
  warning,
}: {
  icon: ReactNode;
  name: string;
  size: string;
  status: ReactNode;
  progress?: ReactNode;
  actions: ReactNode;
  /** What the translation service will not be able to read in this file. */
  warning?: FileWarning | undefined;
}) {
  return (
    <Paper component="li" withBorder p="xs" radius="sm">
      <Group wrap="nowrap" gap="sm" align="center">
        {icon}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={500} truncate="end" title={name}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {size}
            </Text>
          </Group>
          {progress}
          {status}
          {warning && (
            // Its texts load with the first warning; the row shows without it until then.
            <Suspense fallback={null}>
              <FileWarningNote warning={warning} />
            </Suspense>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}

function FileWarningNote({ warning }: { warning: FileWarning }) {
  const { t } = useTranslation(['translation', 'viewer']);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-filled)" aria-hidden style={{ flex: 'none' }} />
      <Text size="xs">{t(`viewer:warning.${warning.kind}`, { extension: warning.extension })}</Text>
    </Group>
  );
}

export function AttachedDocumentRow({
  document,
  onRemove,
  disabled,
  warning,
}: {
  document: SelectedDocument;
  onRemove: () => void;
  disabled?: boolean;
  warning?: FileWarning | undefined;
}) {
  const { t } = useTranslation();
  const { bytes } = useFormatters();
  return (
    <Row
      icon={
        <ThemeIcon variant="light" color="teal" size="md" aria-hidden>
          <IconCheck size={16} />
        </ThemeIcon>
      }
      name={document.filename}
      warning={warning}
      size={document.length === null ? '' : bytes(document.length)}
      status={
        <Text size="xs" c="dimmed">
          {t('documents.upload.status.attached')}
        </Text>
      }
      actions={<RowAction kind="remove" name={document.filename} disabled={disabled} onClick={onRemove} />}
    />
  );
}

export function QueueRow({
  item,
  maxBytes,
  onCancel,
  onRetry,
  onRemove,
  warning,
}: {
  item: UploadItem<SelectedDocument>;
  warning?: FileWarning | undefined;
  maxBytes: number;
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { bytes, number } = useFormatters();
  const percent = item.size > 0 ? Math.min(100, Math.round((item.loaded / item.size) * 100)) : 0;
  const name = item.name;

  let status: ReactNode;
  if (item.status === 'rejected') {
    const reason = item.rejectReason ?? 'empty';
    status = (
      <Text size="xs" c="red">
        {reason === 'tooLarge'
          ? t('documents.upload.reject.tooLarge', { limit: bytes(maxBytes) })
          : t(`documents.upload.reject.${reason}`)}
      </Text>
    );
  } else if (item.status === 'error') {
    status = (
      <Text size="xs" c="red">
        {t('documents.upload.status.failed', { message: item.error ?? '' })}
      </Text>
    );
  } else if (item.status === 'cancelled') {
    status = (
      <Text size="xs" c="dimmed">
        {t('documents.upload.status.cancelled')}
      </Text>
    );
  } else if (item.status === 'queued') {
    status = (
      <Text size="xs" c="dimmed">
        {t('documents.upload.status.queued')}
      </Text>
    );
  } else if (item.status === 'uploading') {
    status = (
      <Text size="xs" c="dimmed">
        {t('documents.upload.status.uploading', { percent: number(percent) })}
      </Text>
    );
  } else {
    status = (
      <Text size="xs" c="dimmed">
        {t('documents.upload.status.attached')}
      </Text>
    );
  }

  const failed = item.status === 'error' || item.status === 'rejected';
  return (
    <Row
      icon={
        <ThemeIcon variant="light" color={failed ? 'red' : 'gray'} size="md" aria-hidden>
          {item.status === 'rejected' ? (
            <IconFileOff size={16} />
          ) : item.status === 'error' ? (
            <IconAlertCircle size={16} />
          ) : (
            <IconFile size={16} />
          )}
        </ThemeIcon>
      }
      name={name}
      warning={item.status === 'rejected' ? undefined : warning}
      size={bytes(item.size)}
      progress={
        item.status === 'uploading' || item.status === 'queued' ? (
          <Progress value={percent} size="sm" aria-label={t('documents.upload.progressLabel', { name })} />
        ) : undefined
      }
      status={status}
      actions={
        <>
          {(item.status === 'queued' || item.status === 'uploading') && (
            <RowAction kind="cancel" name={name} onClick={onCancel} />
          )}
          {(item.status === 'error' || item.status === 'cancelled') && (
            <RowAction kind="retry" name={name} onClick={onRetry} />
          )}
          {item.status !== 'queued' && item.status !== 'uploading' && (
            <RowAction kind="remove" name={name} onClick={onRemove} />
          )}
        </>
      }
    />
  );
}

const ROW_ACTION_STYLE: Record<'cancel' | 'retry' | 'remove', ButtonProps> = {
  cancel: { variant: 'subtle' },
  retry: { variant: 'light' },
  remove: { variant: 'subtle', color: 'red' },
};

/** A row's action: its word ("Remove") on the button, its name with the file's ("Remove report.docx"). */
function RowAction({
  kind,
  name,
  disabled,
  onClick,
}: {
  kind: keyof typeof ROW_ACTION_STYLE;
  name: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-sm"
      {...ROW_ACTION_STYLE[kind]}
      disabled={disabled}
      aria-label={t(`documents.upload.${kind}Named`, { name })}
      onClick={onClick}
    >
      {t(`documents.upload.${kind}`)}
    </Button>
  );
}
