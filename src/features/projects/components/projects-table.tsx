import { ActionIcon, Anchor, Badge, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageName } from '#portal/components/language-name.tsx';
import { ColumnHeads, NumberCell, RowHead } from '#portal/components/table-parts.tsx';
import type { Project } from '#contract/project';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { paths } from '#portal/lib/paths.ts';

export interface ProjectsTableProps {
  projects: readonly Project[];
  vendorNames: ReadonlyMap<string, string>;
  /** Orders per project id; undefined while unknown (not loaded or not allowed). */
  orderCounts: ReadonlyMap<string, number> | undefined;
  onDelete?: (project: Project) => void;
}

/** A cell's dimmed word for "none" (no vendors, any language). */
function None({ children }: { children: string }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}

export function ProjectsTable({ projects, vendorNames, orderCounts, onDelete }: ProjectsTableProps) {
  const { t } = useTranslation(['translation', 'projects']);
  const { number } = useFormatters();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <ColumnHeads
          columns={[
            { label: t('projects:list.name') },
            { label: t('projects:list.vendors') },
            { label: t('projects:list.languages') },
            { label: t('projects:list.confidential') },
            orderCounts !== undefined && { label: t('projects:list.orders'), numeric: true },
            onDelete !== undefined && { label: t('projects:list.actions'), hidden: true },
          ]}
        />
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id}>
              <RowHead>
                <Anchor component={Link} to={paths.project.getHref(project.id)}>
                  {project.name}
                </Anchor>
              </RowHead>
              <Table.Td>
                {project.lspVendorIds.length === 0 ? (
                  <None>{t('projects:list.noVendors')}</None>
                ) : (
                  project.lspVendorIds.map((id) => vendorNames.get(id) ?? id).join(', ')
                )}
              </Table.Td>
              <Table.Td>
                {project.availableLanguages.length === 0 ? (
                  <None>{t('projects:list.anyLanguage')}</None>
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
                    {t('projects:list.yes')}
                  </Badge>
                ) : (
                  t('projects:list.no')
                )}
              </Table.Td>
              {orderCounts && <NumberCell>{number(orderCounts.get(project.id) ?? 0)}</NumberCell>}
              {onDelete && (
                <Table.Td>
                  <Tooltip label={t('projects:list.delete', { name: project.name })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('projects:list.delete', { name: project.name })}
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
