import '@alento/ui/global';
import { UIProvider } from '@alento/ui';
import { alentoTheme } from '@alento/ui/themes/alento';
import { coastalTheme } from '@alento/ui/themes/coastal';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';

const themes = { alento: alentoTheme, coastal: coastalTheme } as const;
type ThemeName = keyof typeof themes;

/** The theme class goes on <html>, as in an app, so portals (toasts, popovers) are themed too. */
const withTheme: Decorator = (Story, context) => {
  const name = (context.globals.theme as ThemeName | undefined) ?? 'alento';
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themes));
    root.classList.add(themes[name]);
  }, [name]);
  return (
    <div className={themes[name]}>
      <UIProvider>
        <Story />
      </UIProvider>
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Property theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'alento', title: 'Alento (Alentejo)' },
          { value: 'coastal', title: 'Coastal (second property)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'alento' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // Violations fail the story's test, not only the panel.
      test: 'error',
    },
  },
  tags: ['autodocs'],
};

export default preview;
