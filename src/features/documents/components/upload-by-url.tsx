/** Upload by reference: the service downloads the file from a URL itself. */
import { Alert, Group, Stack, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '#portal/components/busy-button.tsx';
import { describeError } from '#portal/lib/describe-error.ts';
import { documentReferenceSchema } from '#contract/document';
import { useUploadDocumentByReference } from '#portal/lib/api/documents/use-upload-document-by-reference.ts';
import type { SelectedDocument } from './selected-document';

type Field = 'filename' | 'contentUri';

/** The last path segment of a URL, as a suggested file name. */
function nameFromUrl(value: string): string {
  try {
    const segment = new URL(value).pathname.split('/').filter(Boolean).pop();
    return segment ? decodeURIComponent(segment) : '';
  } catch {
    return '';
  }
}

export function UploadByUrl({
  onUploaded,
  takenNames,
}: {
  onUploaded: (document: SelectedDocument) => void;
  takenNames: readonly string[];
}) {
  const { t } = useTranslation();
  const upload = useUploadDocumentByReference();
  const [filename, setFilename] = useState('');
  const [contentUri, setContentUri] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    if (upload.isPending) return;
    const reference = { filename: filename.trim() || nameFromUrl(contentUri.trim()), contentUri: contentUri.trim() };
    const parsed = documentReferenceSchema.safeParse(reference);
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'contentUri') next.contentUri = t('documents.byUrl.invalidUrl');
        if (field === 'filename') next.filename = t('documents.byUrl.filenameRequired');
      }
    } else if (takenNames.some((n) => n.toLowerCase() === reference.filename.toLowerCase())) {
      next.filename = t('documents.upload.reject.duplicate');
    }
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    upload.mutate(parsed.data, {
      onSuccess: (document) => {
        onUploaded({ id: document.id, filename: document.filename, length: document.length });
        setFilename('');
        setContentUri('');
        upload.reset();
      },
    });
  };

  // These inputs sit inside the order form: Enter adds the file, it does not submit the order.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={t('documents.byUrl.url')}
        description={t('documents.byUrl.urlDescription')}
        type="url"
        value={contentUri}
        onChange={(event) => setContentUri(event.currentTarget.value)}
        onKeyDown={onEnter}
        error={errors.contentUri}
        placeholder="https://"
      />
      <TextInput
        label={t('documents.byUrl.filename')}
        description={t('documents.byUrl.filenameDescription')}
        value={filename}
        onChange={(event) => setFilename(event.currentTarget.value)}
        onKeyDown={onEnter}
        error={errors.filename}
      />
      {upload.isError && (
        <Alert color="red" variant="light" role="alert" title={t('documents.byUrl.failed')}>
          {describeError(upload.error, t)}
        </Alert>
      )}
      <Group>
        <BusyButton variant="light" onClick={submit} loading={upload.isPending}>
          {t('documents.byUrl.submit')}
        </BusyButton>
      </Group>
    </Stack>
  );
}
