import { revealThreshold } from '@alento/content';
import { Reveal as FadeIn } from '@alento/ui';
import type { RevealProps } from '@alento/ui';
import { HydrateLater } from './HydrateLater.tsx';

/**
 * The design system's Reveal at the site's fade-in threshold (`revealThreshold`, spec §9), so
 * every block of every page reads the figure from the constants rather than the part's default.
 * Each block hydrates in a task of its own after the page's first hydration (`HydrateLater`).
 */
export function Reveal({ threshold = revealThreshold, ...props }: RevealProps) {
  return (
    <HydrateLater>
      <FadeIn threshold={threshold} {...props} />
    </HydrateLater>
  );
}
