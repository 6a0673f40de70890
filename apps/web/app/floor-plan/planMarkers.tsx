import { facilityCategoriesInUse, facilityCategory } from '@alento/content';
import type { facilities } from '@alento/content';
import { Icon } from '@alento/ui';
import type { FloorPlanCategory, FloorPlanMarker } from '@alento/ui';
import { iconName } from '../lib/icon.ts';

/** A glyph of the site's set at the size of the text around it, as the plan's markers draw them. */
const planIcon = (name: string) => <Icon name={iconName(name)} size="inherit" />;

/** The plan's categories in use, in legend order, each with its glyph. */
export const planCategories: FloorPlanCategory[] = facilityCategoriesInUse().map((category) => ({
  ...category,
  icon: planIcon(category.icon),
}));

/**
 * A facility as a marker of the plan: its name, category, place, glyph and words. The home page
 * and the circuit planner each add what their plan shows besides (notes, a picture, a number).
 */
export function facilityMarker(facility: (typeof facilities)[number]): FloorPlanMarker {
  return {
    id: facility.id,
    label: facility.name,
    category: facilityCategory(facility.category).id,
    top: facility.position.top,
    left: facility.position.left,
    icon: planIcon(facility.icon),
    description: facility.description,
    features: facility.features,
  };
}
