/**
 * One rule set: the reference currency, how long a request waits, and the bands (up to an amount, so many
 * approvals; the last band open-ended). The portal server checks the same (#portal-contract's ruleSetInputSchema).
 */
import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleSetInputSchema, type Band, type RuleSet, type RuleSetInput } from '#portal-contract/approvals';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { SaveFeedback } from './save-feedback';

interface Draft {
  referenceCurrency: string;
  expiresAfterHours: number | string;
  bands: { upTo: string; approvers: number | string }[];
}

const draftOf = (rules: RuleSet): Draft => ({
  referenceCurrency: rules.referenceCurrency,
  expiresAfterHours: rules.expiresAfterHours,
  bands: rules.bands.map((b) => ({ upTo: b.upTo ?? '', approvers: b.approvers })),
});

function inputOf(draft: Draft, projectId: string | null): RuleSetInput | undefined {
  const bands: Band[] = draft.bands.map((b, i) => ({
    upTo: i === draft.bands.length - 1 ? null : b.upTo.trim(),
    approvers: Number(b.approvers),
  }));
  const parsed = ruleSetInputSchema.safeParse({
    projectId,
    referenceCurrency: draft.referenceCurrency.trim().toUpperCase(),
    expiresAfterHours: Number(draft.expiresAfterHours),
    bands,
  });
  return parsed.success ? parsed.data : undefined;
}

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
  const [draft, setDraft] = useState(() => draftOf(rules));
  const [invalid, setInvalid] = useState(false);
  const setBand = (i: number, band: Partial<Draft['bands'][number]>) =>
    setDraft({ ...draft, bands: draft.bands.map((b, j) => (j === i ? { ...b, ...band } : b)) });

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
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const input = inputOf(draft, projectId);
          setInvalid(!input);
          if (input) onSave(input);
        }}
      >
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <TextInput
              label={t('approvals:rules.referenceCurrency')}
              required
              maxLength={3}
              w={140}
              value={draft.referenceCurrency}
              onChange={(event) => setDraft({ ...draft, referenceCurrency: event.currentTarget.value })}
            />
            <NumberInput
              label={t('approvals:rules.expiresAfterHours')}
              required
              min={1}
              max={2160}
              allowDecimal={false}
              w={240}
              value={draft.expiresAfterHours}
              onChange={(value) => setDraft({ ...draft, expiresAfterHours: value })}
            />
          </Group>
          <Text fw={600} size="sm" id={`${headingId}-bands`}>
            {t('approvals:rules.bands')}
          </Text>
          <Stack gap="xs" role="group" aria-labelledby={`${headingId}-bands`}>
            {draft.bands.map((band, i) => {
              const last = i === draft.bands.length - 1;
              return (
                <Group
                  key={i}
                  gap="sm"
                  wrap="wrap"
                  align="flex-end"
                  role="group"
                  aria-label={t('approvals:rules.band', { n: i + 1 })}
                >
                  {last ? (
                    <Text size="sm" w={160} pb={8}>
                      {t('approvals:rules.above')}
                    </Text>
                  ) : (
                    <TextInput
                      label={t('approvals:rules.upTo')}
                      inputMode="decimal"
                      required
                      w={160}
                      value={band.upTo}
                      onChange={(event) => setBand(i, { upTo: event.currentTarget.value })}
                    />
                  )}
                  <NumberInput
                    label={t('approvals:rules.approvers')}
                    min={0}
                    max={5}
                    allowDecimal={false}
                    w={160}
                    value={band.approvers}
                    onChange={(value) => setBand(i, { approvers: value })}
                  />
                  {!last && (
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={t('approvals:rules.removeBand', { n: i + 1 })}
                      onClick={() => setDraft({ ...draft, bands: draft.bands.filter((_, j) => j !== i) })}
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
              disabled={draft.bands.length >= 8}
              onClick={() =>
                setDraft({
                  ...draft,
                  bands: [...draft.bands.slice(0, -1), { upTo: '', approvers: 0 }, ...draft.bands.slice(-1)],
                })
              }
            >
              {t('approvals:rules.addBand')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('approvals:rules.save')}
            </Button>
            {extra}
          </Group>
          <SaveFeedback keys="approvals:rules" invalid={invalid} saved={saved} error={error} />
        </Stack>
      </form>
    </Stack>
  );
}
