/** ITS 1.0 rules for XML parsing: pasted or loaded from a file (read as text), checked to be well-formed. */
import { Button, FileButton, Group, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ItsDocumentFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  readOnly: boolean;
}

export function ItsDocumentField({ value, onChange, onBlur, error, readOnly }: ItsDocumentFieldProps) {
  const { t } = useTranslation(['translation', 'projects']);
  const load = async (file: File | null) => {
    if (file) onChange(await file.text());
  };
  return (
    <div>
      <Textarea
        label={t('projects:documents.its')}
        description={t('projects:documents.itsHint')}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        resize="vertical"
        rows={6}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error}
      />
      {!readOnly && (
        <Group mt="xs">
          <FileButton onChange={(file) => void load(file)} accept=".xml,.its,application/xml,text/xml">
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} aria-hidden />}>
                {t('projects:documents.itsLoad')}
              </Button>
            )}
          </FileButton>
          {value !== '' && (
            <Button variant="subtle" size="xs" color="red" onClick={() => onChange('')}>
              {t('projects:documents.itsClear')}
            </Button>
          )}
        </Group>
      )}
    </div>
  );
}
