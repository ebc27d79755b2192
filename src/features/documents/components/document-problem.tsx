/** Why a document cannot be shown as text, in plain words, with what the user can still do. */
import { Alert, Stack, Text } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentErrorCode } from '#documents/errors';
import { MAX_DOCUMENT_BYTES } from '#documents/limits';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';

export function DocumentProblem({
  name,
  code,
  actions,
}: {
  name: string;
  code: DocumentErrorCode;
  /** Download buttons: the file can still be opened in its own application. */
  actions: ReactNode;
}) {
  const { t } = useTranslation(['translation', 'viewer']);
  const { bytes } = useFormatters();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconFileAlert aria-hidden />}
      title={t('viewer:problem.title', { name })}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(`viewer:problem.${code}`, { size: bytes(MAX_DOCUMENT_BYTES) })}</Text>
        {actions}
      </Stack>
    </Alert>
  );
}
