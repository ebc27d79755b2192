import { ActionIcon, Anchor, Badge, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageName } from '../../../components/language-name';
import type { Project } from '../../../contract/project';
import { useFormatters } from '../../../lib/format/use-formatters';
import { paths } from '../../../lib/paths';

export interface ProjectsTableProps {
  projects: readonly Project[];
  vendorNames: ReadonlyMap<string, string>;
  /** Orders per project id; undefined while unknown (not loaded or not allowed). */
  orderCounts: ReadonlyMap<string, number> | undefined;
  onDelete?: (project: Project) => void;
}

export function ProjectsTable({ projects, vendorNames, orderCounts, onDelete }: ProjectsTableProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('projects.list.name')}</Table.Th>
            <Table.Th scope="col">{t('projects.list.vendors')}</Table.Th>
            <Table.Th scope="col">{t('projects.list.languages')}</Table.Th>
            <Table.Th scope="col">{t('projects.list.confidential')}</Table.Th>
            {orderCounts && (
              <Table.Th scope="col" ta="right">
                {t('projects.list.orders')}
              </Table.Th>
            )}
            {onDelete && (
              <Table.Th scope="col">
                <VisuallyHidden>{t('projects.list.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={paths.project.getHref(project.id)}>
                  {project.name}
                </Anchor>
              </Table.Th>
              <Table.Td>
                {project.lspVendorIds.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('projects.list.noVendors')}
                  </Text>
                ) : (
                  project.lspVendorIds.map((id) => vendorNames.get(id) ?? id).join(', ')
                )}
              </Table.Td>
              <Table.Td>
                {project.availableLanguages.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('projects.list.anyLanguage')}
                  </Text>
                ) : (
                  project.availableLanguages.map((pair, i) => (
                    <div key={`${pair.source}-${i}`}>
                      <LanguageName code={pair.source} /> →{' '}
                      {pair.target.map((code, j) => (
                        <span key={code}>
                          {j > 0 && ', '}
                          <LanguageName code={code} />
                        </span>
                      ))}
                    </div>
                  ))
                )}
              </Table.Td>
              <Table.Td>
                {project.confidential ? (
                  <Badge color="grape" variant="light">
                    {t('projects.list.yes')}
                  </Badge>
                ) : (
                  t('projects.list.no')
                )}
              </Table.Td>
              {orderCounts && <Table.Td ta="right">{number(orderCounts.get(project.id) ?? 0)}</Table.Td>}
              {onDelete && (
                <Table.Td>
                  <Tooltip label={t('projects.list.delete', { name: project.name })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('projects.list.delete', { name: project.name })}
                      onClick={() => onDelete(project)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
