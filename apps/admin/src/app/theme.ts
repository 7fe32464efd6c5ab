import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { i18nProvider } from './i18n';

/**
 * react-admin's default theme with what axe asked for (ADR 010): the default primary blue carries
 * white text at 3.1:1, so the site's navy; a darker error red; a row checkbox's name on its
 * `<input>`, where screen readers look, rather than on the `<span>` around it; and a name for
 * the spinners (the app bar's shows while anything loads), in the console's language at start.
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1A2E51' },
    secondary: { main: '#1A2E51' },
    error: { main: '#b3261e' },
  },
  components: {
    ...defaultTheme.components,
    MuiCircularProgress: {
      defaultProps: { 'aria-label': i18nProvider.translate('ra.page.loading') },
    },
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: Record<string, unknown>) => ({ 'aria-label': undefined, 'data-label': ownerState['aria-label'] }),
          input: (ownerState: Record<string, unknown>) => ({ 'aria-label': ownerState['aria-label'] as string | undefined }),
        },
      },
    },
  },
};
