/** Excel background colours to exclude: one toggle chip per allowed colour, with a swatch and its name. */
import { Chip, ColorSwatch, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { XLSX_COLORS } from '#contract/project';
import type { XlsxColor } from '#portal/features/projects/forms/configuration-forms.ts';

/** Excel's standard colours of the same names. */
export const XLSX_COLOR_HEX: Record<XlsxColor, string> = {
  DARKRED: '#c00000',
  RED: '#ff0000',
  ORANGE: '#ffc000',
  YELLOW: '#ffff00',
  LIGHTGREEN: '#92d050',
  GREEN: '#00b050',
  LIGHTBLUE: '#00b0f0',
  BLUE: '#0070c0',
  DARKBLUE: '#002060',
  PURPLE: '#7030a0',
};

export interface XlsxColorsFieldProps {
  value: XlsxColor[];
  onChange: (value: XlsxColor[]) => void;
  readOnly: boolean;
}

export function XlsxColorsField({ value, onChange, readOnly }: XlsxColorsFieldProps) {
  const { t } = useTranslation(['translation', 'projects']);
  return (
    <Chip.Group multiple value={value} onChange={(next) => onChange(next)}>
      <Group gap="xs" role="group" aria-label={t('projects:documents.xlsxColors')}>
        {XLSX_COLORS.map((color) => (
          <Chip key={color} value={color} variant="outline" disabled={readOnly}>
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={XLSX_COLOR_HEX[color]} size={14} aria-hidden />
              {t(`projects:documents.colors.${color}`)}
            </Group>
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
