import { iconNames } from '@alento/ui';
import type { IconName } from '@alento/ui';

/**
 * Content names icons as plain words (it knows nothing of the design system); this checks each
 * word against the icon set, so a typo fails the prerender instead of drawing nothing.
 */
export function iconName(name: string): IconName {
  if (!(iconNames as readonly string[]).includes(name)) {
    throw new Error(`No icon named "${name}" in the design system's icon set`);
  }
  return name as IconName;
}
