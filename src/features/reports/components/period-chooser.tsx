/** Chooses the scorecards' period: the last 30, 90 or 365 days, or from one day to another. */
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERIOD_CHOICES, type Period } from '#portal/features/reports/lib/period.ts';

export function PeriodChooser({
  period,
  invalid,
  onChange,
}: {
  period: Period;
  /** The custom days do not make a period. */
  invalid: boolean;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation(['translation', 'reports']);
  const error = invalid ? t('reports:vendors.period.invalid') : undefined;
  return (
    <Group align="flex-start" gap="sm">
      <Select
        label={t('reports:vendors.period.label')}
        data={PERIOD_CHOICES.map((choice) => ({ value: choice, label: t(`reports:vendors.period.${choice}`) }))}
        value={period.choice}
        onChange={(choice) => choice && onChange({ ...period, choice: choice })}
        allowDeselect={false}
        w={200}
      />
      {period.choice === 'custom' && (
        <>
          <TextInput
            type="date"
            label={t('reports:vendors.period.from')}
            value={period.from}
            max={period.to || undefined}
            onChange={(event) => onChange({ ...period, from: event.currentTarget.value })}
            error={error}
            w={180}
          />
          <TextInput
            type="date"
            label={t('reports:vendors.period.to')}
            value={period.to}
            min={period.from || undefined}
            onChange={(event) => onChange({ ...period, to: event.currentTarget.value })}
            error={invalid}
            w={180}
          />
        </>
      )}
    </Group>
  );
}
