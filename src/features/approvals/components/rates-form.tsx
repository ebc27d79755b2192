/** The reference rates: how much of each currency one unit of the reference currency buys, and on which day. */
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Rate } from '#portal-contract/approvals';
import { useSchemaForm } from '#portal/lib/forms/use-schema-form.ts';
import { ratesForm, ratesOf } from '#portal/features/approvals/forms/approval-forms.ts';
import { SaveFeedback } from './save-feedback';

export function RatesForm({
  reference,
  rates,
  today,
  busy,
  error,
  saved,
  onSave,
}: {
  reference: string;
  rates: Rate[];
  /** A new row's date (`YYYY-MM-DD`). */
  today: string;
  busy: boolean;
  error: unknown;
  saved: boolean;
  onSave: (rates: Rate[]) => void;
}) {
  const { t } = useTranslation(['translation', 'approvals']);
  const form = useSchemaForm(ratesForm, {
    defaultValues: { rates: rates.map((r) => ({ currency: r.currency, rate: r.rate, date: r.date })) },
  });
  const rows = useFieldArray({ control: form.control, name: 'rates' });
  const currencies = useWatch({ control: form.control, name: 'rates' });
  const errors = form.formState.errors.rates;
  const nameOf = (i: number) => currencies[i]?.currency.trim() || `#${i + 1}`;
  const onSubmit = form.handleSubmit((values) => onSave(ratesOf(values)));
  return (
    <Stack component="section" aria-labelledby="rates-heading" gap="sm">
      <Title order={2} size="h3" id="rates-heading">
        {t('approvals:rules.rates.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('approvals:rules.rates.intro', { reference })}
      </Text>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="xs">
          {rows.fields.map((row, i) => (
            <Group key={row.id} gap="sm" wrap="wrap" align="flex-start" role="group" aria-label={nameOf(i)}>
              <TextInput
                label={t('approvals:rules.rates.currency')}
                required
                maxLength={3}
                w={110}
                error={errors?.[i]?.currency?.message}
                {...form.register(`rates.${i}.currency`)}
              />
              <TextInput
                label={t('approvals:rules.rates.rate')}
                required
                inputMode="decimal"
                w={160}
                error={errors?.[i]?.rate?.message}
                {...form.register(`rates.${i}.rate`)}
              />
              <TextInput
                label={t('approvals:rules.rates.date')}
                type="date"
                required
                w={170}
                error={errors?.[i]?.date?.message}
                {...form.register(`rates.${i}.date`)}
              />
              <ActionIcon
                variant="default"
                size="lg"
                mt={25}
                aria-label={t('approvals:rules.rates.remove', { currency: nameOf(i) })}
                onClick={() => rows.remove(i)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group gap="sm">
            <Button variant="default" onClick={() => rows.append({ currency: '', rate: '', date: today })}>
              {t('approvals:rules.rates.add')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('approvals:rules.rates.save')}
            </Button>
          </Group>
          <SaveFeedback keys="approvals:rules.rates" invalid={errors !== undefined} saved={saved} error={error} />
        </Stack>
      </form>
    </Stack>
  );
}
