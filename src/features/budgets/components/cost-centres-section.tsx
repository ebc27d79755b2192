/** The organisation's cost centres, and a form that adds one or changes the one chosen. */
import { Button, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollingTable } from '#portal/components/table-parts.tsx';
import type { CostCentre } from '#portal-contract/budgets';
import { applyServerErrors } from '#portal/lib/forms/server-errors.ts';
import { useSchemaForm } from '#portal/lib/forms/use-schema-form.ts';
import { useSaveCostCentre } from '#portal/lib/api/budgets/use-budget-mutations.ts';
import { costCentreForm } from '#portal/features/budgets/forms/budget-forms.ts';
import { FormError } from './form-error';
import { FormEditingActions, useFormEditing } from './form-editing';

export function CostCentresSection({ costCentres }: { costCentres: readonly CostCentre[] }) {
  const { t } = useTranslation(['translation', 'budgets']);
  const save = useSaveCostCentre();
  const empty = () => ({ code: '', name: '', owner: '' });
  const form = useSchemaForm(costCentreForm, { defaultValues: empty() });
  const editing = useFormEditing(form, empty, 'code');
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) => {
    if (save.isPending) return;
    save.mutate(
      { id: editing.id, input },
      {
        onSuccess: editing.stop,
        onError: (error) => applyServerErrors(form.setError, error, { field: () => null }, t),
      },
    );
  });
  return (
    <Stack component="section" aria-labelledby="cost-centres-heading" gap="sm">
      <Title order={2} size="h3" id="cost-centres-heading">
        {t('budgets:costCentres.title')}
      </Title>
      {costCentres.length === 0 ? (
        <Text c="dimmed">{t('budgets:costCentres.none')}</Text>
      ) : (
        <ScrollingTable minWidth={440} role="group" label={t('budgets:costCentres.title')}>
          <Table aria-labelledby="cost-centres-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('budgets:costCentres.code')}</Table.Th>
                <Table.Th>{t('budgets:costCentres.name')}</Table.Th>
                <Table.Th>{t('budgets:costCentres.owner')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('budgets:editing.column')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {costCentres.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Th scope="row">{c.code}</Table.Th>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.owner}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('budgets:editing.change', { name: c.code })}
                      onClick={() => editing.start(c.id, { code: c.code, name: c.name, owner: c.owner })}
                    >
                      {t('budgets:editing.button')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
      <form
        noValidate
        aria-label={
          editing.id ? t('budgets:editing.formLabel', { name: form.getValues('code') }) : t('budgets:costCentres.add')
        }
        onSubmit={(event) => void onSubmit(event)}
      >
        <Stack gap="xs">
          <FormError message={errors.root?.server?.message} />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label={t('budgets:costCentres.code')}
              required
              w={140}
              {...form.register('code')}
              error={errors.code?.message}
            />
            <TextInput
              label={t('budgets:costCentres.name')}
              required
              w={220}
              {...form.register('name')}
              error={errors.name?.message}
            />
            <TextInput
              label={t('budgets:costCentres.owner')}
              description={t('budgets:costCentres.ownerHint')}
              required
              w={260}
              {...form.register('owner')}
              error={errors.owner?.message}
            />
          </Group>
          <FormEditingActions
            editing={editing.id !== null}
            addLabel={t('budgets:costCentres.add')}
            pending={save.isPending}
            onCancel={editing.stop}
          />
        </Stack>
      </form>
    </Stack>
  );
}
