/** The reference rates: how much of each currency one unit of the reference currency buys, and on which day. */
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rateSchema, type Rate } from '#portal-contract/approvals';
import { SaveFeedback } from './save-feedback';

export function RatesForm({
  reference,
  rates,
  busy,
  error,
  saved,
  onSave,
}: {
  reference: string;
  rates: Rate[];
  busy: boolean;
  error: unknown;
  saved: boolean;
  onSave: (rates: Rate[]) => void;
}) {
  const { t } = useTranslation(['translation', 'approvals']);
  const [rows, setRows] = useState(() => rates.map((r) => ({ currency: r.currency, rate: r.rate, date: r.date })));
  const [invalid, setInvalid] = useState(false);
  const set = (i: number, row: Partial<Rate>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...row } : r)));
  return (
    <Stack component="section" aria-labelledby="rates-heading" gap="sm">
      <Title order={2} size="h3" id="rates-heading">
        {t('approvals:rules.rates.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('approvals:rules.rates.intro', { reference })}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = rows.map((r) => rateSchema.safeParse({ ...r, currency: r.currency.trim().toUpperCase() }));
          const valid = parsed.every((p) => p.success);
          setInvalid(!valid);
          if (valid) onSave(parsed.flatMap((p) => (p.success ? [p.data] : [])));
        }}
      >
        <Stack gap="xs">
          {rows.map((row, i) => (
            <Group key={i} gap="sm" wrap="wrap" align="flex-end" role="group" aria-label={row.currency || `#${i + 1}`}>
              <TextInput
                label={t('approvals:rules.rates.currency')}
                required
                maxLength={3}
                w={110}
                value={row.currency}
                onChange={(event) => set(i, { currency: event.currentTarget.value })}
              />
              <TextInput
                label={t('approvals:rules.rates.rate')}
                required
                inputMode="decimal"
                w={140}
                value={row.rate}
                onChange={(event) => set(i, { rate: event.currentTarget.value })}
              />
              <TextInput
                label={t('approvals:rules.rates.date')}
                type="date"
                required
                w={170}
                value={row.date}
                onChange={(event) => set(i, { date: event.currentTarget.value })}
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('approvals:rules.rates.remove', { currency: row.currency || `#${i + 1}` })}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() =>
                setRows([...rows, { currency: '', rate: '', date: new Date().toISOString().slice(0, 10) }])
              }
            >
              {t('approvals:rules.rates.add')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('approvals:rules.rates.save')}
            </Button>
          </Group>
          <SaveFeedback keys="approvals:rules.rates" invalid={invalid} saved={saved} error={error} />
        </Stack>
      </form>
    </Stack>
  );
}
