import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links on white above 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '650' },
});

/**
 * Mantine's "dimmed" greys and the text of its light variants (badges, alerts) in green, teal, yellow,
 * orange and the like are below 4.5:1 on their backgrounds (axe color-contrast); use stronger shades.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const lightVariantText = Object.fromEntries(
    // Shade 9 alone is still below 4.5:1 for green (#2b8a3e on its tint); darken it a little further.
    Object.entries(t.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)]),
  );
  return {
    variables: {},
    light: { '--mantine-color-dimmed': t.colors.gray[7], ...lightVariantText },
    dark: { '--mantine-color-dimmed': t.colors.dark[1] },
  };
};
