import { ActionIcon, Autocomplete, Button, Group, List, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { vendorsSection } from '#portal/features/projects/forms/section-forms.ts';
import { SectionFrame } from './section-frame';
import { useSectionForm, type SectionFormProps } from './use-section-form';

export interface VendorsSectionProps extends SectionFormProps {
  /** Vendor id → name, as far as the service has told us (quote enquiries). */
  vendorNames: ReadonlyMap<string, string>;
}

export function VendorsSection({ vendorNames, ...props }: VendorsSectionProps) {
  const { t } = useTranslation(['translation', 'projects']);
  const { form, frame } = useSectionForm(vendorsSection, props);
  const { control, formState, watch } = form;
  const { errors } = formState;
  const vendors = useFieldArray({ control, name: 'vendors' });
  const current = watch('vendors').map((v) => v.vendorId);
  const [candidate, setCandidate] = useState('');
  const [candidateError, setCandidateError] = useState<string | null>(null);

  const suggestions = [...vendorNames.keys()].filter((id) => !current.includes(id));

  const add = () => {
    const id = candidate.trim();
    if (id === '') return setCandidateError(t('projects:validation.vendorRequired'));
    if (current.includes(id)) return setCandidateError(t('projects:validation.duplicateVendor'));
    vendors.append({ vendorId: id });
    setCandidate('');
    setCandidateError(null);
  };

  return (
    <SectionFrame title={t('projects:sections.vendors')} description={t('projects:vendors.description')} {...frame}>
      {vendors.fields.length === 0 ? (
        <Text c="dimmed">{t('projects:vendors.empty')}</Text>
      ) : (
        <List listStyleType="none" spacing="xs" aria-label={t('projects:vendors.listLabel')}>
          {vendors.fields.map((vendor, index) => {
            const name = vendorNames.get(vendor.vendorId);
            const error = errors.vendors?.[index]?.vendorId?.message;
            return (
              <List.Item key={vendor.id}>
                <Group gap="xs">
                  <Text fw={500}>{name ?? vendor.vendorId}</Text>
                  {name && (
                    <Text size="sm" c="dimmed">
                      {vendor.vendorId}
                    </Text>
                  )}
                  {!props.readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('projects:vendors.remove', { vendor: name ?? vendor.vendorId })}
                      onClick={() => vendors.remove(index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                  {error && (
                    <Text size="sm" c="red" role="alert">
                      {error}
                    </Text>
                  )}
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
      {!props.readOnly && (
        <Group align="flex-start">
          <Autocomplete
            label={t('projects:vendors.add')}
            description={t('projects:vendors.addHint')}
            data={suggestions}
            renderOption={({ option }) => `${vendorNames.get(option.value) ?? option.value} (${option.value})`}
            value={candidate}
            onChange={(value) => {
              setCandidate(value);
              setCandidateError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            error={candidateError}
            w={320}
          />
          <Button variant="light" mt={50} leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
            {t('projects:vendors.addButton')}
          </Button>
        </Group>
      )}
    </SectionFrame>
  );
}
