import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveCsv } from '#portal/lib/csv/csv.ts';
import {
  analysisCsv,
  analysisCsvFilename,
  type AnalysisCsvLabels,
  type AnalysisCsvSection,
} from '#portal/features/analysis/lib/analysis-csv.ts';
import { MEASURES, BANDS, type Band, type Measure } from '#contract/analysis';

export function useCsvLabels(): AnalysisCsvLabels {
  const { t } = useTranslation();
  return {
    document: t('analysis.document'),
    band: t('analysis.band'),
    measures: Object.fromEntries(MEASURES.map((m) => [m, t(`analysis.measures.${m}`)])) as Record<Measure, string>,
    percentage: t('analysis.percentageCsv'),
    bands: Object.fromEntries(BANDS.map((b) => [b, t(`analysis.bands.${b}`)])) as Record<Band, string>,
    locked: t('analysis.bands.Locked'),
  };
}

/** "Download CSV" of the given tables; the accessible name says which (several such buttons share a page). */
export function AnalysisCsvButton({
  taskId,
  language,
  documentName,
  sections,
  what,
}: {
  taskId: string;
  language: string;
  documentName?: string;
  sections: readonly AnalysisCsvSection[];
  /** Appended to the accessible name, e.g. the language or the file name. */
  what: string;
}) {
  const { t } = useTranslation();
  const labels = useCsvLabels();
  const download = () => {
    const csv = analysisCsv(sections, labels);
    saveCsv(csv, analysisCsvFilename(taskId, language, documentName));
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      aria-label={t('analysis.downloadCsvFor', { name: what })}
      onClick={download}
    >
      {t('analysis.downloadCsv')}
    </Button>
  );
}
