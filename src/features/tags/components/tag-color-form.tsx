/**
 * Recolour one tag: a colour input with swatches, hex-validated, saved with its own button. The input's own
 * picker opens on focus but cannot be reached by keyboard, so a button opens the same picker in a popover that can.
 */
import { ActionIcon, Button, ColorInput, ColorPicker, Group, MantineThemeProvider, Popover } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPalette } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '#contract/zod';
import { useFocusAfterBusy } from '#portal/components/use-focus-after-busy.ts';
import { hexColorSchema, type Tag } from '#contract/tag';
import { applyServerErrors } from '#portal/lib/forms/server-errors.ts';
import { useSchemaForm, type FormSchema } from '#portal/lib/forms/use-schema-form.ts';
import { useUpdateTagColor } from '#portal/lib/api/tags/use-update-tag-color.ts';

export const TAG_SWATCHES = [
  '#c92a2a',
  '#e8590c',
  '#f08c00',
  '#2f9e44',
  '#0c8599',
  '#1971c2',
  '#5f3dc4',
  '#a61e4d',
  '#495057',
];

interface ColorValues {
  color: string;
}

const colorSchema: FormSchema<ColorValues> = (t) =>
  z.object({
    color: z.string().check(
      z.trim(),
      z.refine((value) => hexColorSchema.safeParse(value).success, t('tags.invalidColor')),
    ),
  });

export function TagColorForm({ tag }: { tag: Tag }) {
  const { t } = useTranslation();
  const update = useUpdateTagColor();
  const [pickerOpened, setPickerOpened] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  const pickButton = useRef<HTMLButtonElement>(null);
  // Save is disabled while saving and stays so once saved: focus goes back to the picker button.
  useFocusAfterBusy(update.isPending, () =>
    saveButton.current && !saveButton.current.disabled ? saveButton.current : pickButton.current,
  );
  const form = useSchemaForm(colorSchema, { defaultValues: { color: tag.color ?? '' }, mode: 'onChange' });
  const { errors, isDirty } = form.formState;
  const pickerLabels = useMemo(
    () => ({
      components: {
        ColorPicker: {
          defaultProps: {
            saturationLabel: t('tags.saturationLabel', { name: tag.id }),
            hueLabel: t('tags.hueLabel', { name: tag.id }),
          },
        },
      },
    }),
    [t, tag.id],
  );

  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ color: tag.color ?? '' });
  }, [tag.color, form]);

  const onSubmit = form.handleSubmit(({ color }) => {
    if (update.isPending) return;
    update.mutate(
      { tagId: tag.id, color },
      {
        onSuccess: (saved) => {
          form.reset({ color: saved.color ?? color });
          notifications.show({
            color: 'green',
            message: t('tags.saved', { name: tag.id }),
          });
        },
        // The form has one field: every message of a failed save shows on it.
        onError: (error) => applyServerErrors(form.setError, error, { field: () => null, formField: 'color' }, t),
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('tags.colorFormLabel', { name: tag.id })}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            // ColorInput does not pass names on to its picker's sliders; the picker takes them from the theme.
            <MantineThemeProvider theme={pickerLabels}>
              <ColorInput
                aria-label={t('tags.colorLabel', { name: tag.id })}
                format="hex"
                withEyeDropper={false}
                swatches={TAG_SWATCHES}
                swatchesPerRow={9}
                w={200}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.color?.message}
              />
              <Popover
                opened={pickerOpened}
                onChange={setPickerOpened}
                trapFocus
                returnFocus
                position="bottom-start"
                shadow="md"
              >
                <Popover.Target>
                  <ActionIcon
                    ref={pickButton}
                    variant="default"
                    size="input-sm"
                    aria-label={t('tags.pickColor', { name: tag.id })}
                    onClick={() => setPickerOpened((opened) => !opened)}
                  >
                    <IconPalette size={18} aria-hidden />
                  </ActionIcon>
                </Popover.Target>
                <Popover.Dropdown>
                  <ColorPicker
                    format="hex"
                    swatches={TAG_SWATCHES}
                    swatchesPerRow={9}
                    value={field.value}
                    onChange={field.onChange}
                    onColorSwatchClick={() => setPickerOpened(false)}
                  />
                </Popover.Dropdown>
              </Popover>
            </MantineThemeProvider>
          )}
        />
        <Button ref={saveButton} type="submit" variant="light" loading={update.isPending} disabled={!isDirty}>
          {t('tags.save')}
        </Button>
      </Group>
    </form>
  );
}
