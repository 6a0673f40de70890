import { coastalTokens } from '@alento/ui/theme';
import type { ThemeTokens } from '@alento/ui/theme';

/**
 * Maré's look: the coastal theme's type, spacing and square corners, in the colours of the salt
 * pans at low tide: a deep lagoon green for links and buttons, warm sand for the page.
 * `vite.config.ts` writes it as a stylesheet with `themeCss`, after `themeProblems` has checked
 * it as the design system checks its own themes (contrast, target sizes).
 */
export const mareTokens: ThemeTokens = {
  ...coastalTokens,
  name: 'mare',
  color: {
    ...coastalTokens.color,
    canvas: '#f7f4ee',
    surface: '#ffffff',
    surfaceMuted: '#ede7dc',
    text: '#1b2623',
    textMuted: '#4a5753',
    border: '#d3cabb',
    brand: '#1f5f56',
    brandHover: '#164841',
    accent: '#8a4b22',
    inverse: '#12312d',
    onInverse: '#f1f6f4',
    onInverseMuted: '#b9cdc8',
  },
};
