/** The review's issues as files for the vendor: CSV, an Excel workbook, XLIFF with the issues as notes. */
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Review } from '#portal-contract/reviews';
import { DocumentDownloadButton } from '#portal/components/document-download-button.tsx';
import { fetchReviewExport, REVIEW_EXPORTS, type ReviewExport } from '#portal/lib/api/quality-reviews/review-api.ts';

export function ReviewExports({ review }: { review: Review }) {
  const { t } = useTranslation(['translation', 'reviews']);
  const base = `review-${review.targetLanguage}-v${review.version}`;
  return (
    <Group gap="xs" align="center" wrap="wrap">
      <Text size="sm" fw={600}>
        {t('reviews:exports.title')}
      </Text>
      {(Object.keys(REVIEW_EXPORTS) as ReviewExport[]).map((format) => (
        <DocumentDownloadButton
          key={format}
          name={`${base}.${REVIEW_EXPORTS[format].extension}`}
          label={t(`reviews:exports.${format}`)}
          fetchFile={(options) => fetchReviewExport(review.id, format, options)}
        />
      ))}
    </Group>
  );
}
