/** The frame every project section shares: heading, "Unsaved changes", form-level error, Save and Reset. */
import { Alert, Badge, Button, Fieldset, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusAfterBusy } from '#portal/components/use-focus-after-busy.ts';

export interface SectionFrameProps {
  title: string;
  description?: ReactNode;
  readOnly: boolean;
  dirty: boolean;
  pending: boolean;
  /** Form-level error (server errors that belong to no field). */
  error?: string | undefined;
  onSubmit: (event?: FormEvent) => unknown;
  onReset: () => void;
  children: ReactNode;
}

export function SectionFrame(props: SectionFrameProps) {
  const { title, description, readOnly, dirty, pending, error, onSubmit, onReset, children } = props;
  const { t } = useTranslation(['translation', 'projects']);
  const titleId = useId();
  const save = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Save is disabled while saving and stays so once nothing is left unsaved: focus goes to the section's heading.
  useFocusAfterBusy(pending, () => (save.current && !save.current.disabled ? save.current : heading.current));
  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id={titleId} ref={heading} tabIndex={-1}>
            {title}
          </Title>
          {dirty && (
            <Badge color="yellow" variant="filled" autoContrast>
              {t('projects:editor.unsaved')}
            </Badge>
          )}
        </Group>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {readOnly && (
          <Text size="sm" c="dimmed">
            {t('projects:editor.readOnly')}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" title={t('projects:editor.saveFailed')}>
            {error}
          </Alert>
        )}
        <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
          <Stack gap="md">{children}</Stack>
        </Fieldset>
        {!readOnly && (
          <Group>
            <Button ref={save} type="submit" loading={pending} disabled={!dirty}>
              {t('projects:editor.save')}
            </Button>
            <Button variant="default" onClick={onReset} disabled={!dirty || pending}>
              {t('projects:editor.reset')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
