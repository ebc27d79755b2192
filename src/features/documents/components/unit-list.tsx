/**
 * A document's text as the layer reads it: each part of the file (body, header, sheet, slide, notes,
 * units, cues) under its own heading, each text unit with its place (¶ 4, B3, a unit id, a cue) and
 * its note. Long documents render as the page scrolls.
 */
import { Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowRows } from '../../../components/use-window-rows';
import { unitText, type TextUnit } from '../../../documents/types';
import { textDirection } from '../../../lib/text-direction';
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

export function UnitList({
  units,
  language,
  label,
}: {
  units: readonly TextUnit[];
  language: string | null;
  label: string;
}) {
  const { t } = useTranslation(['translation', 'viewer']);
  const items = useMemo(() => listItems(units), [units]);
  const { setStart, indexes, paddingTop, paddingBottom, measure } = useWindowRows(items.length, { estimate: 44 });
  const dir = textDirection(language);
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
                <div className={classes.text} lang={language ?? undefined} dir={dir}>
                  {unitText(item.unit)}
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
