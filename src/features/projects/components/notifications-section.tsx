import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatList } from '#portal/lib/format/format.ts';
import { CheckboxField, SwitchField, TagsInputField } from '#portal/lib/forms/fields.tsx';
import {
  notificationsSection,
  type NotificationsValues,
  type ReceiverValues,
} from '#portal/features/projects/forms/configuration-forms.ts';
import { SectionFrame } from './section-frame';
import { useSectionForm, type SectionFormProps } from './use-section-form';

type Kind = 'quotation' | 'delivery';

/** "When quotes arrive, an email goes to the person who ordered and to a@b.c." */
function RecipientsSentence({ kind, value, attach }: { kind: Kind; value: ReceiverValues; attach: boolean }) {
  const { t, i18n } = useTranslation(['translation', 'projects']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const recipients = [
    ...(value.USER ? [t('projects:notifications.who.user')] : []),
    ...(value.TRANSLATION_TASK ? [t('projects:notifications.who.task')] : []),
    ...(value.ADDITIONAL ? value.additionalEmails : []),
  ];
  const when = t(`projects:notifications.when.${kind}`);
  if (recipients.length === 0) return t('projects:notifications.nobody', { when });
  const sentence = t('projects:notifications.sentence', { when, recipients: formatList(recipients, locale) });
  return kind === 'delivery' && attach ? `${sentence} ${t('projects:notifications.withAttachments')}` : sentence;
}

function ReceiversFields({
  kind,
  control,
  value,
  attach,
}: {
  kind: Kind;
  control: Control<NotificationsValues, unknown, NotificationsValues>;
  value: ReceiverValues;
  attach: boolean;
}) {
  const { t } = useTranslation(['translation', 'projects']);
  const titleId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t(`projects:notifications.${kind}`)}
        </Title>
        <div role="group" aria-labelledby={`${titleId}-receivers`}>
          <Text size="sm" fw={500} id={`${titleId}-receivers`}>
            {t('projects:notifications.receivers')}
          </Text>
          <Stack gap="xs" mt="xs">
            {(['USER', 'TRANSLATION_TASK', 'ADDITIONAL'] as const).map((type) => (
              <CheckboxField
                key={type}
                control={control}
                name={`${kind}.${type}`}
                label={t(`projects:notifications.receiverTypes.${type}`)}
              />
            ))}
          </Stack>
        </div>
        <TagsInputField
          control={control}
          name={`${kind}.additionalEmails`}
          label={t('projects:notifications.additionalEmails')}
          description={t('projects:notifications.additionalEmailsHint')}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
        />
        {kind === 'delivery' && (
          <SwitchField
            control={control}
            name="delivery.shouldAttachTargetDocuments"
            label={t('projects:notifications.attach')}
          />
        )}
        <Text size="sm" aria-live="polite">
          <RecipientsSentence kind={kind} value={value} attach={attach} />
        </Text>
      </Stack>
    </Paper>
  );
}

export function NotificationsSection(props: SectionFormProps) {
  const { t } = useTranslation(['translation', 'projects']);
  const { form, frame } = useSectionForm(notificationsSection, props);
  const { control, watch } = form;
  const values = watch();

  return (
    <SectionFrame
      title={t('projects:sections.notifications')}
      description={t('projects:notifications.description')}
      {...frame}
    >
      <ReceiversFields kind="quotation" control={control} value={values.quotation} attach={false} />
      <ReceiversFields
        kind="delivery"
        control={control}
        value={values.delivery}
        attach={values.delivery.shouldAttachTargetDocuments}
      />
    </SectionFrame>
  );
}
