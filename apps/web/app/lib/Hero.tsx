import { Hero as PageHero } from '@alento/ui';
import type { HeroProps } from '@alento/ui';
import { HydrateLater } from './HydrateLater.tsx';

/**
 * The design system's Hero, hydrated after the page's first hydration in a task of its own
 * (`HydrateLater`): it is painted from the prerendered HTML, and its actions are links that work
 * before any script does.
 */
export function Hero(props: HeroProps) {
  return (
    <HydrateLater>
      <PageHero {...props} />
    </HydrateLater>
  );
}
