/** Project, source and target languages: a project limits the languages to its available ones. */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '#portal/lib/describe-error.ts';
import type { Project } from '#contract/project';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { languageOptions } from '#portal/lib/language-options.ts';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { MultiSelectField, SelectField } from '#portal/lib/forms/fields.tsx';
import type { OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';
import { sourceLanguageCodes, targetLanguageCodes } from './order-languages';

export interface LanguagesSectionProps<C> {
  control: Control<OrderFormValues, C, OrderFormValues>;
  setValue: UseFormSetValue<OrderFormValues>;
  disabled: boolean;
}

export function useSelectedProject<C>(control: Control<OrderFormValues, C, OrderFormValues>): Project | undefined {
  const projectId = useWatch({ control, name: 'projectId' });
  const projects = useQuery(projectQueries.list());
  return projectId ? projects.data?.find((p) => p.id === projectId) : undefined;
}

export function LanguagesSection<C>({ control, setValue, disabled }: LanguagesSectionProps<C>) {
  const { t } = useTranslation();
  const { languageName, locale } = useFormatters();
  const projects = useQuery(projectQueries.list());
  const project = useSelectedProject(control);
  const [source, target] = useWatch({ control, name: ['source', 'target'] });

  const sourceOptions = useMemo(
    () => languageOptions(sourceLanguageCodes(project), source ? [source] : [], languageName, locale),
    [project, source, languageName, locale],
  );
  const targetOptions = useMemo(
    () => languageOptions(targetLanguageCodes(project, source), target, languageName, locale),
    [project, source, target, languageName, locale],
  );

  /** A new project keeps only the languages it offers. */
  const onProjectChange = (projectId: string | null) => {
    const next = projectId ? projects.data?.find((p) => p.id === projectId) : undefined;
    if (!next || next.availableLanguages.length === 0) return;
    const sources = sourceLanguageCodes(next);
    const keptSource = source && sources.includes(source) ? source : null;
    if (keptSource !== source) setValue('source', keptSource, { shouldDirty: true });
    const targets = targetLanguageCodes(next, keptSource);
    const keptTargets = target.filter((code) => targets.includes(code));
    if (keptTargets.length !== target.length) setValue('target', keptTargets, { shouldDirty: true });
  };

  /** What the source and the target field have in common. */
  const languageField = {
    control,
    searchable: true,
    nothingFoundMessage: t('tasks.form.nothingFound'),
    disabled,
    miw: 240,
  };

  return (
    <Stack gap="md">
      <SelectField
        control={control}
        name="projectId"
        label={t('tasks.form.project')}
        description={
          project?.availableLanguages.length
            ? t('tasks.form.projectLimitsLanguages')
            : t('tasks.form.projectDescription')
        }
        placeholder={projects.isPending ? t('tasks.form.projectsLoading') : t('tasks.form.noProject')}
        data={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={onProjectChange}
        clearable
        searchable
        nothingFoundMessage={t('tasks.form.nothingFound')}
        disabled={disabled || projects.isPending}
      />
      {projects.isError && (
        <Alert color="red" variant="light" role="alert" title={t('tasks.form.projectsFailed')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{describeError(projects.error, t)}</Text>
            <Button size="xs" variant="default" onClick={() => void projects.refetch()} loading={projects.isFetching}>
              {t('tasks.form.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <Group grow align="flex-start" gap="md" wrap="wrap">
        <SelectField
          {...languageField}
          name="source"
          label={t('tasks.form.source')}
          placeholder={t('tasks.form.languagePlaceholder')}
          data={sourceOptions}
          clearable
        />
        <MultiSelectField
          {...languageField}
          name="target"
          label={t('tasks.form.target')}
          placeholder={target.length === 0 ? t('tasks.form.languagePlaceholder') : undefined}
          data={targetOptions}
          hidePickedOptions
        />
      </Group>
    </Stack>
  );
}
