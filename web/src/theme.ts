import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  // Customers who ask their phone for less motion get dialogs and drawers without transitions.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // A table wider than the window scrolls sideways in its own box; a scrollbar that stays visible tells a
    // tablet or phone user there are more columns (one that shows only on hover never shows on touch), and
    // the box takes the focus, so that a keyboard can scroll it too (a table of text has nothing else to focus).
    // The active menu item keeps its light shade under the pointer: the darker hover shade put its text
    // under WCAG's 4.5:1 (issue 28, axe color-contrast on the top-up list, where the click leaves the pointer).
    NavLink: {
      vars: () => ({ root: { '--nl-hover': 'var(--mantine-primary-color-light)' } }),
    },
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { type: 'auto', viewportProps: { tabIndex: 0 } } },
    },
  },
});
