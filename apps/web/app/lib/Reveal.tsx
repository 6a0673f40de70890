import { revealThreshold } from '@alento/content';
import { Reveal as FadeIn } from '@alento/ui';
import type { RevealProps } from '@alento/ui';

/**
 * The design system's Reveal at the site's fade-in threshold (`revealThreshold`, spec §9), so
 * every block of every page reads the figure from the constants rather than the part's default.
 */
export function Reveal({ threshold = revealThreshold, ...props }: RevealProps) {
  return <FadeIn threshold={threshold} {...props} />;
}
