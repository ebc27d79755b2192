/**
 * The quality profiles (server mode, admins): the organisation's default and each project's own, each saving a
 * new version (a review keeps the version it started with); a project's own profile can be turned off, and the
 * project is scored with the default again.
 */
import { Alert, Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from '#contract/zod';
import type { Project } from '#contract/project';
import type { QualityProfile, QualitySettings } from '#portal-contract/quality-profiles';
import { MQM_CORE, SEVERITIES, type Dimension } from '#quality/mqm';
import { QueryError } from '#portal/components/query-view.tsx';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { NumberField, RadioGroupField, SwitchField } from '#portal/lib/forms/fields.tsx';
import { useSchemaForm, type FormSchema } from '#portal/lib/forms/use-schema-form.ts';
import { describeError } from '#portal/lib/describe-error.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { qualityReviewQueries } from '#portal/lib/api/quality-reviews/quality-review-queries.ts';
import { usePublishQualityProfile } from '#portal/lib/api/quality-reviews/use-review-mutations.ts';

const DIMENSIONS = Object.keys(MQM_CORE) as Dimension[];
const HEADING = 'quality-profiles-heading';
type ReviewsT = ReturnType<typeof useTranslation<['translation', 'reviews']>>['t'];
type Values = Omit<QualitySettings, 'weights'> & { weights: Record<Dimension, string> };

const profileSchema =
  (t: ReviewsT): FormSchema<Values> =>
  () => {
    const factor = z.string().check(z.regex(/^\d{1,4}(?:[.]\d{1,4})?$/, t('reviews:profiles.invalidNumber')));
    const positive = z
      .string()
      .check(z.regex(/^(?!0+(?:[.]0+)?$)\d{1,4}(?:[.]\d{1,4})?$/, t('reviews:profiles.invalidPositive')));
    const whole = (min: number) =>
      z.number(t('reviews:profiles.invalidWhole')).check(z.int(t('reviews:profiles.invalidWhole')), z.minimum(min));
    return z.object({
      multipliers: z.object({ neutral: factor, minor: factor, major: factor, critical: factor }),
      weights: z.object(Object.fromEntries(DIMENSIONS.map((d) => [d, factor])) as Record<Dimension, typeof factor>),
      allowance: positive,
      passingScore: z.string().check(z.regex(/^\d{1,2}(?:[.]\d{1,2})?$/, t('reviews:profiles.invalidScore'))),
      criticalFails: z.boolean(),
      minimumWords: whole(0),
      referenceWords: whole(1),
      countWordsOn: z.enum(['source', 'target']),
    });
  };

const valuesOf = (settings: QualitySettings): Values => ({
  ...settings,
  weights: Object.fromEntries(DIMENSIONS.map((d) => [d, settings.weights[d] ?? '1'])) as Record<Dimension, string>,
});

export function QualityProfiles({ projects }: { projects: readonly Project[] }) {
  const { t } = useTranslation(['translation', 'reviews']);
  const profiles = useQuery(qualityReviewQueries.profiles());
  const [which, setWhich] = useState<string>('');
  let content;
  if (profiles.isPending) content = <LoadingState label={t('reviews:profiles.title')} />;
  else if (profiles.isError) content = <QueryError title={t('reviews:profiles.loadFailed')} query={profiles} />;
  else {
    const own = profiles.data.projects.find((p) => p.projectId === which && !p.disabled);
    const current = which === '' ? profiles.data.organisation : own;
    content = (
      <Stack gap="md">
        <Select
          label={t('reviews:profiles.which')}
          value={which}
          allowDeselect={false}
          onChange={(value) => setWhich(value ?? '')}
          data={[
            { value: '', label: t('reviews:profiles.organisation') },
            ...projects.map((p) => ({ value: p.id, label: t('reviews:profiles.project', { name: p.name }) })),
          ]}
          maw={420}
        />
        <ProfileForm
          key={`${which} ${current?.version ?? 0}`}
          projectId={which === '' ? null : which}
          current={current}
          fallback={profiles.data.organisation}
        />
      </Stack>
    );
  }
  return (
    <Stack component="section" aria-labelledby={HEADING} gap="sm">
      <Title order={2} id={HEADING}>
        {t('reviews:profiles.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('reviews:profiles.intro')}
      </Text>
      {content}
    </Stack>
  );
}

function ProfileForm({
  projectId,
  current,
  fallback,
}: {
  projectId: string | null;
  /** The profile's current version; none: a project that uses the default. */
  current: QualityProfile | undefined;
  fallback: QualityProfile;
}) {
  const { t } = useTranslation(['translation', 'reviews']);
  const { dateTime } = useFormatters();
  const publish = usePublishQualityProfile();
  const schema = useMemo(() => profileSchema(t), [t]);
  const form = useSchemaForm<Values>(schema, {
    defaultValues: valuesOf(current?.settings ?? fallback.settings),
  });
  const field = (name: Parameters<typeof form.register>[0], label: string) => (
    <TextInput
      key={name}
      label={label}
      {...form.register(name)}
      error={form.getFieldState(name, form.formState).error?.message}
    />
  );
  const onSubmit = form.handleSubmit((values) =>
    publish.mutate(
      { projectId, settings: values },
      {
        onSuccess: (data) => {
          const saved = projectId === null ? data.organisation : data.projects.find((p) => p.projectId === projectId);
          notifications.show({
            color: 'teal',
            message: t('reviews:profiles.saved', { version: saved?.version ?? '' }),
          });
        },
      },
    ),
  );
  const useDefault = () =>
    modals.openConfirmModal({
      title: t('reviews:profiles.useDefaultTitle'),
      children: <Text size="sm">{t('reviews:profiles.useDefaultBody')}</Text>,
      labels: { confirm: t('reviews:profiles.useDefault'), cancel: t('reviews:profiles.cancel') },
      onConfirm: () => projectId && publish.mutate({ projectId, settings: null }),
    });

  return (
    <Paper withBorder p="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {current
              ? t('reviews:profiles.version', {
                  version: current.version,
                  when: dateTime(current.publishedAt),
                  name: current.publishedBy.name,
                })
              : t('reviews:profiles.inherits')}
          </Text>
          <Text fw={600} size="sm">
            {t('reviews:profiles.multipliers')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {SEVERITIES.map((s) => field(`multipliers.${s}`, t(`reviews:severity.${s}`)))}
          </SimpleGrid>
          <Text fw={600} size="sm">
            {t('reviews:profiles.weights')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {DIMENSIONS.map((d) => field(`weights.${d}`, t(`reviews:dimension.${d}`)))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('allowance', t('reviews:profiles.allowance'))}
            {field('passingScore', t('reviews:profiles.passingScore'))}
            <NumberField
              control={form.control}
              name="referenceWords"
              label={t('reviews:profiles.referenceWords')}
              min={1}
            />
            <NumberField
              control={form.control}
              name="minimumWords"
              label={t('reviews:profiles.minimumWords')}
              min={0}
            />
          </SimpleGrid>
          <SwitchField control={form.control} name="criticalFails" label={t('reviews:profiles.criticalFails')} />
          <RadioGroupField control={form.control} name="countWordsOn" label={t('reviews:profiles.countWordsOn')}>
            <Group gap="md" mt={4}>
              <Radio value="source" label={t('reviews:profiles.source')} />
              <Radio value="target" label={t('reviews:profiles.target')} />
            </Group>
          </RadioGroupField>
          {publish.isError && (
            <Alert color="red" variant="light" title={t('reviews:profiles.saveFailed')}>
              {describeError(publish.error, t)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={publish.isPending}>
              {t('reviews:profiles.save')}
            </Button>
            {projectId !== null && current && (
              <Button variant="default" onClick={useDefault}>
                {t('reviews:profiles.useDefault')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
