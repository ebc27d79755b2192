/**
 * The budgets, each with its figures and burn-down, and a form that adds one to a project or cost centre or changes
 * the one chosen; removing one is asked for first.
 */
import { Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { BudgetInput, BudgetStatus, CostCentre } from '#portal-contract/budgets';
import { applyServerErrors } from '#portal/lib/forms/server-errors.ts';
import { useSchemaForm } from '#portal/lib/forms/use-schema-form.ts';
import { useRemoveBudget, useSaveBudget } from '#portal/lib/api/budgets/use-budget-mutations.ts';
import { budgetForm, type BudgetValues } from '#portal/features/budgets/forms/budget-forms.ts';
import { BudgetCard } from './budget-card';
import { FormError } from './form-error';
import { MoneyFields } from './money-fields';
import { FormEditingActions, useFormEditing } from './form-editing';

export function BudgetsSection({
  budgets,
  costCentres,
  projects,
  today,
}: {
  budgets: readonly BudgetStatus[];
  costCentres: readonly CostCentre[];
  projects: readonly { id: string; name: string }[];
  today: string;
}) {
  const { t } = useTranslation(['translation', 'budgets']);
  const save = useSaveBudget();
  const remove = useRemoveBudget();
  const empty = (): BudgetValues => ({
    name: '',
    scope: 'project',
    target: '',
    period: 'quarter',
    startsOn: `${today.slice(0, 4)}-01-01`,
    amount: '',
    currency: 'EUR',
    hard: false,
  });
  const form = useSchemaForm<BudgetValues>(budgetForm, { defaultValues: empty() });
  const editing = useFormEditing(form, empty, 'name');
  const edit = (budget: BudgetStatus) =>
    editing.start(budget.id, {
      name: budget.name,
      scope: budget.scope.kind,
      target: budget.scope.kind === 'project' ? budget.scope.projectId : budget.scope.costCentreId,
      period: budget.period,
      startsOn: budget.startsOn,
      amount: budget.amount,
      currency: budget.currency,
      hard: budget.hard,
    });
  const confirmRemove = (budget: BudgetStatus) =>
    modals.openConfirmModal({
      title: t('budgets:budgets.removeTitle', { name: budget.name }),
      children: <Text size="sm">{t('budgets:budgets.removeBody')}</Text>,
      labels: { confirm: t('budgets:budgets.removeConfirm'), cancel: t('budgets:editing.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        if (editing.id === budget.id) editing.stop();
        remove.mutate(budget.id);
      },
    });
  const { errors } = form.formState;
  const scope = form.watch('scope');
  const projectName = (id: string) => projects.find((p) => p.id === id)?.name ?? id;
  const onSubmit = form.handleSubmit(({ scope: kind, target, ...rest }) => {
    if (save.isPending) return;
    const input: BudgetInput = {
      ...rest,
      scope: kind === 'project' ? { kind: 'project', projectId: target } : { kind: 'costCentre', costCentreId: target },
    };
    save.mutate(
      { id: editing.id, input },
      {
        onSuccess: editing.stop,
        onError: (error) => applyServerErrors(form.setError, error, { field: () => null }, t),
      },
    );
  });
  const targets =
    scope === 'project'
      ? projects.map((p) => ({ value: p.id, label: p.name }))
      : costCentres.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }));
  return (
    <Stack component="section" aria-labelledby="budgets-heading" gap="sm">
      <Title order={2} size="h3" id="budgets-heading">
        {t('budgets:budgets.title')}
      </Title>
      {budgets.length === 0 && <Text c="dimmed">{t('budgets:budgets.none')}</Text>}
      {budgets.map((budget) => (
        <BudgetCard
          key={budget.id}
          budget={budget}
          costCentres={costCentres}
          projectName={projectName}
          removing={remove.isPending && remove.variables === budget.id}
          onRemove={() => confirmRemove(budget)}
          onEdit={() => edit(budget)}
        />
      ))}
      <form
        noValidate
        aria-label={
          editing.id ? t('budgets:editing.formLabel', { name: form.getValues('name') }) : t('budgets:budgets.add')
        }
        onSubmit={(event) => void onSubmit(event)}
      >
        <Stack gap="xs">
          <FormError message={errors.root?.server?.message} />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label={t('budgets:budgets.name')}
              required
              w={200}
              {...form.register('name')}
              error={errors.name?.message}
            />
            <NativeSelect
              label={t('budgets:budgets.scope')}
              w={160}
              data={[
                { value: 'project', label: t('budgets:budgets.project') },
                { value: 'costCentre', label: t('budgets:budgets.costCentre') },
              ]}
              {...form.register('scope', { onChange: () => form.setValue('target', '') })}
            />
            <NativeSelect
              label={scope === 'project' ? t('budgets:budgets.project') : t('budgets:budgets.costCentre')}
              required
              w={220}
              data={[{ value: '', label: '—' }, ...targets]}
              {...form.register('target')}
              error={errors.target?.message}
            />
            <NativeSelect
              label={t('budgets:budgets.period')}
              w={160}
              data={(['month', 'quarter', 'year'] as const).map((p) => ({
                value: p,
                label: t(`budgets:budgets.periods.${p}`),
              }))}
              {...form.register('period')}
            />
            <TextInput
              type="date"
              label={t('budgets:budgets.startsOn')}
              required
              w={190}
              {...form.register('startsOn')}
              error={errors.startsOn?.message}
            />
            <MoneyFields
              amount={{ ...form.register('amount'), error: errors.amount?.message }}
              currency={{ ...form.register('currency'), error: errors.currency?.message }}
            />
          </Group>
          <Checkbox label={t('budgets:budgets.hard')} {...form.register('hard')} />
          <FormEditingActions
            editing={editing.id !== null}
            addLabel={t('budgets:budgets.add')}
            pending={save.isPending}
            onCancel={editing.stop}
          />
        </Stack>
      </form>
    </Stack>
  );
}
