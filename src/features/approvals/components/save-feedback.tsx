/** What a settings form says after Save: what is not valid (before sending), saved, or why the server refused. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageError } from '#portal/components/page-error.tsx';

/** `keys`: the catalogue prefix whose `invalid`, `saved` and `saveFailed` say it (`approvals:rules`). */
export function SaveFeedback({
  keys,
  invalid,
  saved,
  error,
}: {
  keys: 'approvals:rules' | 'approvals:rules.rates';
  invalid: boolean;
  saved: boolean;
  error: unknown;
}) {
  const { t } = useTranslation(['translation', 'approvals']);
  return (
    <>
      {invalid && (
        <Text size="sm" c="red" role="alert">
          {t(`${keys}.invalid`)}
        </Text>
      )}
      {saved && (
        <Text size="sm" role="status">
          {t(`${keys}.saved`)}
        </Text>
      )}
      {error ? <PageError title={t(`${keys}.saveFailed`)} error={error} /> : null}
    </>
  );
}
