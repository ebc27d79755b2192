import { Accordion, Alert, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analysis } from '#contract/analysis';
import { resultValue } from '#contract/analysis';
import { useNearViewport } from '#portal/components/deferred.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import {
  documentError,
  languagesDiffer,
  orderedLanguages,
  type AnalysisResultRecord,
  type LanguageAnalysis,
} from '#portal/features/analysis/lib/analysis-figures.ts';
import type { AnalysisChartBar } from './analysis-chart';
import { AnalysisComparison } from './analysis-comparison';
import { AnalysisCsvButton } from './analysis-csv-button';
import { AnalysisTable } from './analysis-table';

const CHART_LEGEND_HEIGHT = 40;
const AnalysisChart = lazy(() => import('./analysis-chart'));

/**
 * The chart library is the costliest thing on the order page to load and draw: it comes when the chart
 * is about to be scrolled into view, in a placeholder of its height (nothing below it moves).
 */
function ChartWhenNear({ bars, label }: { bars: readonly AnalysisChartBar[]; label: string }) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const height = Math.max(140, 70 + bars.length * 44);
  const placeholder = (
    <Group gap="xs" role="status" mih={height + CHART_LEGEND_HEIGHT} align="flex-start" ref={ref}>
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('analysis.chartLoading')}
      </Text>
    </Group>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AnalysisChart bars={bars} label={label} height={height} />
    </Suspense>
  );
}

/** The results of an ANALYZED analysis: a tab per target language, and a comparison when they differ. */
export function AnalysisResults({ analysis, targets }: { analysis: Analysis; targets: readonly string[] }) {
  const { t } = useTranslation();
  const { languageName } = useFormatters();
  const languages = orderedLanguages(analysis.response, targets);
  const first = languages[0];
  if (!first) return <Text c="dimmed">{t('analysis.noResults')}</Text>;
  return (
    <Stack gap="lg">
      {languages.length > 1 && languagesDiffer(analysis.response) && (
        <AnalysisComparison response={analysis.response} languages={languages} />
      )}
      <Tabs defaultValue={first} keepMounted={false}>
        <Tabs.List aria-label={t('analysis.languages')}>
          {languages.map((lang) => (
            <Tabs.Tab key={lang} value={lang}>
              {languageName(lang)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {languages.map((lang) => {
          const result = analysis.response[lang];
          return (
            <Tabs.Panel key={lang} value={lang} pt="md">
              {result && <LanguagePanel taskId={analysis.translationTaskId} language={lang} result={result} />}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}

function documentName(doc: AnalysisResultRecord, fallback: string): string {
  const filename = doc.filename;
  if (typeof filename === 'string' && filename.trim()) return filename;
  const id = doc.documentId;
  return typeof id === 'string' && id ? id : fallback;
}

function LanguagePanel({ taskId, language, result }: { taskId: string; language: string; result: LanguageAnalysis }) {
  const { t } = useTranslation();
  const { languageName, number } = useFormatters();
  const name = languageName(language);
  const allDocuments = t('analysis.allDocuments');
  const documents = result.resultsByDocument.map((doc, index) => ({
    key: `${index}-${doc.documentId ?? ''}`,
    name: documentName(doc, t('analysis.unnamedDocument', { n: index + 1 })),
    result: doc,
  }));
  const bars = documents.length > 1 ? documents : [{ name: allDocuments, result: result.resultTotal }];
  return (
    <Stack gap="md">
      <AnalysisTable result={result.resultTotal} caption={t('analysis.caption', { language: name })} />
      <Group justify="flex-end">
        <AnalysisCsvButton
          taskId={taskId}
          language={language}
          what={name}
          sections={[{ name: allDocuments, result: result.resultTotal }, ...documents]}
        />
      </Group>
      <ChartWhenNear bars={bars} label={t('analysis.chartLabel', { language: name })} />
      {documents.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('analysis.documents')}
          </Title>
          <Accordion variant="separated" multiple>
            {documents.map((doc) => {
              const error = documentError(doc.result);
              return (
                <Accordion.Item key={doc.key} value={doc.key}>
                  <Accordion.Control>
                    <Group justify="space-between" wrap="nowrap" pr="sm">
                      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {doc.name}
                      </Text>
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {t('analysis.wordCount', {
                          count: resultValue(doc.result, 'numWordsTotal'),
                          words: number(resultValue(doc.result, 'numWordsTotal')),
                        })}
                      </Text>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="sm">
                      {error && (
                        <Alert color="orange" variant="light" title={t('analysis.documentError')}>
                          {error}
                        </Alert>
                      )}
                      <AnalysisTable
                        result={doc.result}
                        caption={t('analysis.documentCaption', { language: name, document: doc.name })}
                      />
                      <Group justify="flex-end">
                        <AnalysisCsvButton
                          taskId={taskId}
                          language={language}
                          documentName={doc.name}
                          what={`${name}, ${doc.name}`}
                          sections={[doc]}
                        />
                      </Group>
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        </Stack>
      )}
    </Stack>
  );
}
