/** "Choose from uploaded documents": the organisation's documents with a search and checkboxes. */
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#portal/components/empty-state.tsx';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { QueryError } from '#portal/components/query-view.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { documentQueries } from '#portal/lib/api/documents/document-queries.ts';
import type { SelectedDocument } from './selected-document';
import { sourceDocumentsOnly } from './source-documents-only';

/** Longer lists are cut here; the search narrows them down. */
const MAX_SHOWN = 200;

export interface ChooseDocumentsModalProps {
  opened: boolean;
  onClose: () => void;
  /** Ids already attached: shown checked and disabled. */
  attachedIds: readonly string[];
  onChoose: (documents: SelectedDocument[]) => void;
}

export function ChooseDocumentsModal({ opened, onClose, attachedIds, onChoose }: ChooseDocumentsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('documents.choose.title')} size="lg">
      {opened && <ChooseDocumentsBody attachedIds={attachedIds} onClose={onClose} onChoose={onChoose} />}
    </Modal>
  );
}

function ChooseDocumentsBody({ attachedIds, onClose, onChoose }: Omit<ChooseDocumentsModalProps, 'opened'>) {
  const { t } = useTranslation();
  const { bytes, dateTime } = useFormatters();
  const documents = useQuery(documentQueries.list());
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const attached = useMemo(() => new Set(attachedIds), [attachedIds]);

  const sources = useMemo(() => sourceDocumentsOnly(documents.data ?? []), [documents.data]);
  const matches = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return sources.filter((d) => d.filename.toLowerCase().includes(needle));
  }, [sources, search]);
  const shown = matches.slice(0, MAX_SHOWN);

  const choose = () => {
    const byId = new Map((documents.data ?? []).map((d) => [d.id, d]));
    onChoose(
      chosen.flatMap((id) => {
        const doc = byId.get(id);
        return doc ? [{ id: doc.id, filename: doc.filename, length: doc.length }] : [];
      }),
    );
    onClose();
  };

  if (documents.isPending) return <LoadingState label={t('documents.choose.loading')} />;
  if (documents.isError) {
    return <QueryError title={t('documents.choose.loadFailed')} query={documents} />;
  }
  if (sources.length === 0) {
    return <EmptyState title={t('documents.choose.empty')} description={t('documents.choose.emptyDescription')} />;
  }

  return (
    <Stack gap="sm">
      <TextInput
        label={t('documents.choose.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Never submit a surrounding form from the search box.
          if (event.key === 'Enter') event.preventDefault();
        }}
        data-autofocus
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {matches.length > MAX_SHOWN
          ? t('documents.choose.countCut', { shown: MAX_SHOWN, count: matches.length })
          : t('documents.choose.count', { count: matches.length })}
      </Text>
      <ScrollArea.Autosize mah={360} type="auto">
        <Stack gap="xs" role="group" aria-label={t('documents.choose.listLabel')}>
          {shown.map((doc) => {
            const isAttached = attached.has(doc.id);
            return (
              <Checkbox
                key={doc.id}
                checked={isAttached || chosen.includes(doc.id)}
                disabled={isAttached}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setChosen((current) => (on ? [...current, doc.id] : current.filter((id) => id !== doc.id)));
                }}
                label={doc.filename}
                description={
                  isAttached
                    ? t('documents.choose.alreadyAttached')
                    : t('documents.choose.details', {
                        size: bytes(doc.length),
                        date: doc.createdAt ? dateTime(doc.createdAt) : '—',
                      })
                }
              />
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('documents.choose.cancel')}
        </Button>
        <Button onClick={choose} disabled={chosen.length === 0}>
          {t('documents.choose.add', { count: chosen.length })}
        </Button>
      </Group>
    </Stack>
  );
}
