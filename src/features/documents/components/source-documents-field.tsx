/**
 * The source documents of an order: a drop zone and file picker (uploads run three at a time, each
 * row with progress, cancel and retry), documents uploaded earlier, and upload by URL. Controlled:
 * `value` holds the documents that are uploaded and chosen.
 */
import { Alert, Box, Button, Collapse, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFiles, IconUpload } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { describeError } from '#portal/lib/describe-error.ts';
import { DEFAULT_MAX_UPLOAD_BYTES } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { isApiError } from '#portal/lib/api/api-error.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { useUploadDocument } from '#portal/lib/api/documents/use-upload-document.ts';
// A long label (German: "Aus hochgeladenen Dokumenten wählen") wraps inside a phone's drop zone.
import { WRAPPING_BUTTON } from '#portal/components/wrapping-button.ts';
import { ChooseDocumentsModal } from './choose-documents-modal';
import type { SelectedDocument } from './selected-document';
import { UploadByUrl } from './upload-by-url';
import { useFileWarnings } from './use-file-warnings';
import { AttachedDocumentRow, QueueRow } from './upload-rows';
import { useUploadQueue } from './use-upload-queue';

export interface SourceDocumentsFieldProps {
  value: SelectedDocument[];
  onChange: (documents: SelectedDocument[]) => void;
  /** A validation or server error for the documents as a whole. */
  error?: string | undefined;
  /** Reports whether uploads are still waiting or running (ordering waits for them). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

export function SourceDocumentsField({
  value,
  onChange,
  error,
  onBusyChange,
  disabled = false,
}: SourceDocumentsFieldProps) {
  const { t } = useTranslation();
  const { bytes } = useFormatters();
  const config = useRuntimeConfig();
  const maxBytes = config.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const { mutateAsync: uploadDocument } = useUploadDocument();
  const [chooserOpen, setChooserOpen] = useState(false);
  const [urlOpen, setUrlOpen] = useState(false);
  const urlSectionId = useId();
  const errorId = useId();

  // Uploads finishing in the same tick must each see the others' additions.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const add = useCallback(
    (documents: SelectedDocument[]) => {
      const known = new Set(latest.current.map((d) => d.id));
      const next = [...latest.current, ...documents.filter((d) => !known.has(d.id))];
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  const removeDocument = (id: string) => {
    const next = latest.current.filter((d) => d.id !== id);
    latest.current = next;
    onChange(next);
  };

  const queue = useUploadQueue<SelectedDocument>({
    upload: (file, { onProgress, signal }) =>
      uploadDocument({ file, onProgress: (loaded) => onProgress(loaded), signal }).then((doc) => ({
        id: doc.id,
        filename: doc.filename,
        length: doc.length,
      })),
    maxBytes,
    onUploaded: (document, item) => {
      add([document]);
      queue.remove(item.key);
    },
    describeError: (failure) =>
      isApiError(failure) && failure.status === 413 ? t('documents.upload.serverTooLarge') : describeError(failure, t),
    isAbort: (failure) => isApiError(failure) && failure.kind === 'aborted',
  });

  const busy = queue.busy;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const takenNames = value.map((d) => d.filename);
  const warnings = useFileWarnings();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (files) => {
      const attached = latest.current.map((d) => d.filename);
      warnings.check(files, [...attached, ...queue.items.filter((i) => i.status !== 'rejected').map((i) => i.name)]);
      queue.addFiles(files, attached);
    },
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled,
  });

  const pending = queue.items.filter((i) => i.status === 'queued' || i.status === 'uploading').length;
  const hasRows = value.length > 0 || queue.items.length > 0;

  return (
    <Stack gap="sm">
      <Box
        {...getRootProps()}
        p={{ base: 'sm', xs: 'lg' }}
        style={{
          border: `2px dashed ${
            isDragActive
              ? 'var(--mantine-primary-color-filled)'
              : error
                ? 'var(--mantine-color-error)'
                : 'var(--mantine-color-default-border)'
          }`,
          borderRadius: 'var(--mantine-radius-md)',
          background: isDragActive ? 'var(--mantine-primary-color-light)' : undefined,
        }}
        data-testid="document-drop-zone"
      >
        {/* Visually hidden but not display:none: keep it out of the accessibility tree, the "Choose files" button opens it. */}
        <input {...getInputProps()} aria-label={t('documents.upload.chooseFiles')} aria-hidden />
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            <IconUpload size={24} />
          </ThemeIcon>
          <Text fw={500}>{isDragActive ? t('documents.upload.dropNow') : t('documents.upload.dropHere')}</Text>
          <Text size="sm" c="dimmed">
            {t('documents.upload.limits', { limit: bytes(maxBytes) })}
          </Text>
          <Group justify="center" gap="sm">
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={open}
              disabled={disabled}
              styles={WRAPPING_BUTTON}
            >
              {t('documents.upload.chooseFiles')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFiles size={16} aria-hidden />}
              onClick={() => setChooserOpen(true)}
              disabled={disabled}
              styles={WRAPPING_BUTTON}
            >
              {t('documents.choose.open')}
            </Button>
          </Group>
        </Stack>
      </Box>

      {error && (
        <Alert color="red" variant="light" role="alert" id={errorId}>
          {error}
        </Alert>
      )}

      {hasRows && (
        <Stack
          component="ul"
          gap="xs"
          aria-label={t('documents.upload.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {value.map((document) => (
            <AttachedDocumentRow
              key={document.id}
              document={document}
              disabled={disabled}
              warning={warnings.warningFor(document.filename)}
              onRemove={() => removeDocument(document.id)}
            />
          ))}
          {queue.items.map((item) => (
            <QueueRow
              key={item.key}
              item={item}
              warning={warnings.warningFor(item.name)}
              maxBytes={maxBytes}
              onCancel={() => queue.cancel(item.key)}
              onRetry={() => queue.retry(item.key)}
              onRemove={() => queue.remove(item.key)}
            />
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed" aria-live="polite">
        {pending > 0 ? t('documents.upload.pendingHint', { count: pending }) : ''}
      </Text>

      <Box>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={urlOpen ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          aria-expanded={urlOpen}
          aria-controls={urlSectionId}
          onClick={() => setUrlOpen((o) => !o)}
          disabled={disabled}
        >
          {t('documents.byUrl.toggle')}
        </Button>
        <Collapse expanded={urlOpen} id={urlSectionId}>
          <Box pt="sm">{urlOpen && <UploadByUrl takenNames={takenNames} onUploaded={(doc) => add([doc])} />}</Box>
        </Collapse>
      </Box>

      <ChooseDocumentsModal
        opened={chooserOpen}
        onClose={() => setChooserOpen(false)}
        attachedIds={value.map((d) => d.id)}
        onChoose={add}
      />
    </Stack>
  );
}
