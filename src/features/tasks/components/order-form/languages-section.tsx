/** Project, source and target languages: a project limits the languages to its available ones. */
import { Alert, Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../components/page-error';
import type { Project } from '../../../../contract/project';
import { useFormatters } from '../../../../lib/format/use-formatters';
import { projectQueries } from '../../../../lib/api/projects/project-queries';
import type { OrderFormValues } from '../../api/order-form-schema';
import { languageOptions, sourceLanguageCodes, targetLanguageCodes } from './language-options';

export interface LanguagesSectionProps {
  control: Control<OrderFormValues>;
  setValue: UseFormSetValue<OrderFormValues>;
  errorText: (field: keyof OrderFormValues) => string | undefined;
  disabled: boolean;
}

export function useSelectedProject(control: Control<OrderFormValues>): Project | undefined {
  const projectId = useWatch({ control, name: 'projectId' });
  const projects = useQuery(projectQueries.list());
  return projectId ? projects.data?.find((p) => p.id === projectId) : undefined;
}

export function LanguagesSection({ control, setValue, errorText, disabled }: LanguagesSectionProps) {
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
    setValue('projectId', projectId, { shouldDirty: true });
    if (!next || next.availableLanguages.length === 0) return;
    const sources = sourceLanguageCodes(next);
    const keptSource = source && sources.includes(source) ? source : null;
    if (keptSource !== source) setValue('source', keptSource, { shouldDirty: true });
    const targets = targetLanguageCodes(next, keptSource);
    const keptTargets = target.filter((code) => targets.includes(code));
    if (keptTargets.length !== target.length) setValue('target', keptTargets, { shouldDirty: true });
  };

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="projectId"
        render={({ field }) => (
          <Select
            ref={field.ref}
            label={t('tasks.form.project')}
            description={
              project?.availableLanguages.length
                ? t('tasks.form.projectLimitsLanguages')
                : t('tasks.form.projectDescription')
            }
            placeholder={projects.isPending ? t('tasks.form.projectsLoading') : t('tasks.form.noProject')}
            data={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={field.value}
            onChange={onProjectChange}
            onBlur={field.onBlur}
            clearable
            searchable
            nothingFoundMessage={t('tasks.form.nothingFound')}
            disabled={disabled || projects.isPending}
            error={errorText('projectId')}
          />
        )}
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
        <Controller
          control={control}
          name="source"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('tasks.form.source')}
              placeholder={t('tasks.form.languagePlaceholder')}
              data={sourceOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              clearable
              nothingFoundMessage={t('tasks.form.nothingFound')}
              disabled={disabled}
              error={errorText('source')}
              miw={240}
            />
          )}
        />
        <Controller
          control={control}
          name="target"
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              label={t('tasks.form.target')}
              placeholder={field.value.length === 0 ? t('tasks.form.languagePlaceholder') : undefined}
              data={targetOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              hidePickedOptions
              nothingFoundMessage={t('tasks.form.nothingFound')}
              disabled={disabled}
              error={errorText('target')}
              miw={240}
            />
          )}
        />
      </Group>
    </Stack>
  );
}
