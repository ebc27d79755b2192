/**
 * A document's text as the layer reads it: each part of the file (body, header, sheet, slide, notes,
 * units, cues) under its own heading, each text unit with its place (¶ 4, B3, a unit id, a cue) and
 * its note. Long documents render as the page scrolls.
 */
import { Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowRows } from '#portal/components/use-window-rows.ts';
import type { FormatId, TextUnit } from '#documents/types';
import { textDirection } from '#portal/lib/text-direction.ts';
import { displayText } from '#documents/align';
import classes from './unit-list.module.css';

type Item = { kind: 'group'; key: string; group: string } | { kind: 'unit'; key: string; unit: TextUnit };

/** Group headings before the first unit of each run of units in the same group. */
function listItems(units: readonly TextUnit[]): Item[] {
  const items: Item[] = [];
  let group: string | null = null;
  for (const unit of units) {
    if (unit.group !== group) {
      group = unit.group;
      items.push({ kind: 'group', key: `group:${items.length}`, group });
    }
    items.push({ kind: 'unit', key: unit.id, unit });
  }
  return items;
}

/** Files that hold the source text and its translation (the target) in each unit. */
const BILINGUAL: ReadonlySet<FormatId> = new Set(['xliff', 'po']);

export function UnitList({
  units,
  format,
  language,
  sourceLanguage,
  label,
}: {
  units: readonly TextUnit[];
  format: FormatId;
  /** The document's language. */
  language: string | null;
  /** The order's source language: a bilingual file's units are in it, their targets in `language`. */
  sourceLanguage: string | null;
  label: string;
}) {
  const { t, i18n } = useTranslation(['translation', 'viewer']);
  const items = useMemo(() => listItems(units), [units]);
  const { setStart, indexes, paddingTop, paddingBottom, measure } = useWindowRows(items.length, { estimate: 44 });
  const bilingual = BILINGUAL.has(format);
  const textLanguage = bilingual ? sourceLanguage : language;
  const targetLanguage = bilingual && language !== sourceLanguage ? language : null;
  return (
    <div ref={setStart} role="group" aria-label={label}>
      <div style={{ height: paddingTop }} aria-hidden />
      {indexes.map((index) => {
        const item = items[index];
        if (!item) return null;
        return (
          <div key={item.key} ref={measure} data-index={index}>
            {item.kind === 'group' ? (
              <Title order={2} size="h4" className={classes.group}>
                {item.group}
              </Title>
            ) : (
              <div className={classes.unit}>
                <span className={classes.label}>{item.unit.label}</span>
                <div className={classes.text} lang={textLanguage ?? undefined} dir={textDirection(textLanguage)}>
                  {displayText(item.unit, format)}
                  {item.unit.target !== undefined && (
                    <Text size="sm" mt={4} lang={targetLanguage ?? undefined} dir={textDirection(targetLanguage)}>
                      <Text span size="xs" c="dimmed" lang={i18n.language} dir={i18n.dir()}>
                        {t('viewer:preview.existingTarget')}
                      </Text>{' '}
                      {item.unit.target}
                    </Text>
                  )}
                  {item.unit.note && (
                    <Text size="xs" c="dimmed" mt={4}>
                      {t('viewer:preview.note', { note: item.unit.note })}
                    </Text>
                  )}
                </div>
              </div>
            )}
          </div>
        );
      })}
      <div style={{ height: paddingBottom }} aria-hidden />
    </div>
  );
}
