/** The project's configuration as tabs (synced to `?section=`), each tab its own form saved on its own. */
import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Project } from '#contract/project';
import { DocumentsSection } from './documents-section';
import { GeneralSection } from './general-section';
import { LanguagesSection } from './project-languages-section';
import { NotificationsSection } from './notifications-section';
import { PretranslationSection } from './pretranslation-section';
import { ReferencesSection } from './references-section';
import { LeaveGuard } from '#portal/components/leave-guard.tsx';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { clearStoredSectionEdits, type SectionFormProps } from './use-section-form';
import { VendorsSection } from './vendors-section';

export const SECTIONS = [
  'general',
  'languages',
  'vendors',
  'references',
  'documents',
  'notifications',
  'pretranslation',
] as const;
export type SectionId = (typeof SECTIONS)[number];

function isSection(value: string | null): value is SectionId {
  return (SECTIONS as readonly (string | null)[]).includes(value);
}

export interface ProjectEditorProps {
  project: Project;
  readOnly: boolean;
  vendorNames: ReadonlyMap<string, string>;
}

export function ProjectEditor({ project, readOnly, vendorNames }: ProjectEditorProps) {
  const { t } = useTranslation(['translation', 'projects']);
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const active: SectionId = isSection(requested) ? requested : 'general';
  const [dirty, setDirty] = useState<Partial<Record<SectionId, boolean>>>({});
  const anyDirty = Object.values(dirty).some(Boolean);

  const onDirty = useCallback(
    (section: SectionId) => (value: boolean) =>
      setDirty((current) => (current[section] === value ? current : { ...current, [section]: value })),
    [],
  );
  // Stable per-section callbacks, so the forms' effects do not rerun on every render.
  const [callbacks] = useState(
    () => Object.fromEntries(SECTIONS.map((s) => [s, onDirty(s)])) as Record<SectionId, (dirty: boolean) => void>,
  );

  const renderPanel = (section: SectionId) => {
    const props: SectionFormProps = { project, readOnly, onDirtyChange: callbacks[section] };
    switch (section) {
      case 'general':
        return <GeneralSection {...props} />;
      case 'languages':
        return <LanguagesSection {...props} />;
      case 'vendors':
        return <VendorsSection {...props} vendorNames={vendorNames} />;
      case 'references':
        return <ReferencesSection {...props} />;
      case 'documents':
        return <DocumentsSection {...props} />;
      case 'notifications':
        return <NotificationsSection {...props} />;
      case 'pretranslation':
        return <PretranslationSection {...props} />;
    }
  };

  return (
    <>
      <LeaveGuard
        when={anyDirty}
        texts="leaveGuard.project"
        onLeave={() => clearStoredSectionEdits(user.sub, project.id)}
      />
      <Tabs
        value={active}
        onChange={(value) => {
          if (isSection(value)) {
            setSearchParams(
              (params) => {
                params.set('section', value);
                return params;
              },
              { replace: true },
            );
          }
        }}
        keepMounted
      >
        <Tabs.List mb="lg">
          {SECTIONS.map((section) => (
            <Tabs.Tab
              key={section}
              value={section}
              rightSection={
                dirty[section] ? (
                  <Badge size="xs" circle color="yellow" aria-hidden>
                    •
                  </Badge>
                ) : undefined
              }
            >
              {t(`projects:sections.${section}`)}
              {dirty[section] && <VisuallyHidden>{t('projects:editor.unsavedTab')}</VisuallyHidden>}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SECTIONS.map((section) => (
          <Tabs.Panel key={section} value={section}>
            {renderPanel(section)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
