import { createTheme, darken, Input, rem, type CSSVariablesResolver } from '@mantine/core';
import datesClasses from './dates.module.css';
import inputClasses from './inputs.module.css';

/**
 * Mantine scrolls a combobox's options in a ScrollArea inside the listbox. axe (scrollable-region-focusable)
 * only accepts a scrolling region without focusable content when it is the combobox's popup itself, so the
 * listbox scrolls instead; the active option is still scrolled into view while arrowing through it.
 */
const listboxScrolls = {
  defaultProps: { withScrollArea: false },
  styles: (_theme: unknown, props: { maxDropdownHeight?: number | string }) => ({
    options: { maxHeight: rem(props.maxDropdownHeight ?? 220), overflowY: 'auto' as const },
  }),
};

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links on white above 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '650' },
  // People who ask their system for reduced motion get dialogs, menus and notifications without animation.
  respectReducedMotion: true,
  components: {
    // Named, not imported (`Select.extend` would put every combobox's code in the entry chunk): the
    // first page needs none of them but the orders list's MultiSelect, which its own chunk brings.
    Select: listboxScrolls,
    MultiSelect: listboxScrolls,
    TagsInput: listboxScrolls,
    Autocomplete: listboxScrolls,
    // A focused invalid field keeps its error border: a focus ring shows where focus is (see inputs.module.css).
    Input: Input.extend({ classNames: { input: inputClasses.input } }),
    // Weekend days in red 6 are below 4.5:1 in both schemes (see dates.module.css).
    DateTimePicker: { classNames: { day: datesClasses.day } },
    // A notification with a title shows its message in gray 6, 3.3:1 on white; the dimmed grey is 4.5:1.
    // Named, not imported: notifications load with the first one shown, not with the first page.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/**
 * Mantine's "dimmed" greys and the text of its light variants (badges, alerts) in green, teal, yellow,
 * orange and the like are below 4.5:1 on their backgrounds (axe color-contrast); use stronger shades.
 * The same goes for its error red (field errors, the text of invalid fields): red 6 on white is 3.3:1,
 * red 8 on the dark input background 3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const lightVariantText = Object.fromEntries(
    // Shade 9 alone is still below 4.5:1 for green (#2b8a3e on its tint); darken it a little further.
    Object.entries(t.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)]),
  );
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': t.colors.gray[7],
      '--mantine-color-error': t.colors.red[9],
      ...lightVariantText,
    },
    dark: { '--mantine-color-dimmed': t.colors.dark[1], '--mantine-color-error': t.colors.red[4] },
  };
};
