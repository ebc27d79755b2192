/**
 * One rule set: the reference currency, how long a request waits, and the bands (up to an amount, so many
 * approvals; the last band open-ended). Each field says what is wrong with it (approval-forms.ts); the portal
 * server checks the same (#portal-contract's ruleSetInputSchema).
 */
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_EXPIRY_HOURS, type RuleSet, type RuleSetInput } from '#portal-contract/approvals';
import { NumberField } from '#portal/lib/forms/fields.tsx';
import { useSchemaForm } from '#portal/lib/forms/use-schema-form.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import {
  MAX_APPROVERS,
  MAX_BANDS,
  ruleSetInputOf,
  rulesForm,
  rulesValuesOf,
} from '#portal/features/approvals/forms/approval-forms.ts';
import { SaveFeedback } from './save-feedback';

/** A band's two fields and its remove button on one line, also on a 390 px phone. */
const BAND_FIELD_WIDTH = { base: 140, xs: 160 };

export function RulesForm({
  rules,
  projectId,
  heading,
  headingId,
  busy,
  error,
  saved,
  onSave,
  extra,
}: {
  rules: RuleSet;
  projectId: string | null;
  heading: string;
  headingId: string;
  busy: boolean;
  error: unknown;
  saved: boolean;
  onSave: (input: RuleSetInput) => void;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation(['translation', 'approvals']);
  const { dateTime } = useFormatters();
  const form = useSchemaForm(rulesForm, { defaultValues: rulesValuesOf(rules) });
  const bands = useFieldArray({ control: form.control, name: 'bands' });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => onSave(ruleSetInputOf(values, projectId)));

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {heading}
      </Title>
      {rules.updatedBy && rules.updatedAt && (
        <Text size="xs" c="dimmed">
          {t('approvals:rules.updated', { name: rules.updatedBy, date: dateTime(rules.updatedAt) })}
        </Text>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap" align="flex-start">
            <TextInput
              label={t('approvals:rules.referenceCurrency')}
              required
              maxLength={3}
              w={140}
              error={errors.referenceCurrency?.message}
              {...form.register('referenceCurrency')}
            />
            <NumberField
              control={form.control}
              name="expiresAfterHours"
              label={t('approvals:rules.expiresAfterHours')}
              required
              min={1}
              max={MAX_EXPIRY_HOURS}
              allowDecimal={false}
              w={240}
            />
          </Group>
          <Text fw={600} size="sm" id={`${headingId}-bands`}>
            {t('approvals:rules.bands')}
          </Text>
          <Stack gap="xs" role="group" aria-labelledby={`${headingId}-bands`}>
            {bands.fields.map((band, i) => {
              const last = i === bands.fields.length - 1;
              return (
                <Group
                  key={band.id}
                  gap="sm"
                  wrap="wrap"
                  align="flex-start"
                  role="group"
                  aria-label={t('approvals:rules.band', { n: i + 1 })}
                >
                  {last ? (
                    <Text size="sm" w={BAND_FIELD_WIDTH} pt={32}>
                      {t('approvals:rules.above')}
                    </Text>
                  ) : (
                    <TextInput
                      label={t('approvals:rules.upTo')}
                      inputMode="decimal"
                      required
                      w={BAND_FIELD_WIDTH}
                      error={errors.bands?.[i]?.upTo?.message}
                      {...form.register(`bands.${i}.upTo`)}
                    />
                  )}
                  <NumberField
                    control={form.control}
                    name={`bands.${i}.approvers`}
                    label={t('approvals:rules.approvers')}
                    min={0}
                    max={MAX_APPROVERS}
                    allowDecimal={false}
                    w={BAND_FIELD_WIDTH}
                  />
                  {!last && (
                    <ActionIcon
                      variant="default"
                      size="lg"
                      mt={25}
                      aria-label={t('approvals:rules.removeBand', { n: i + 1 })}
                      onClick={() => bands.remove(i)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              );
            })}
          </Stack>
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              disabled={bands.fields.length >= MAX_BANDS}
              onClick={() => bands.insert(bands.fields.length - 1, { upTo: '', approvers: 0 })}
            >
              {t('approvals:rules.addBand')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('approvals:rules.save')}
            </Button>
            {extra}
          </Group>
          <SaveFeedback keys="approvals:rules" invalid={Object.keys(errors).length > 0} saved={saved} error={error} />
        </Stack>
      </form>
    </Stack>
  );
}
