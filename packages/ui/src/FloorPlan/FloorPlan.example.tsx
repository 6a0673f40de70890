import { Icon } from '../Icon/Icon.tsx';
import { ovenNotes } from '../NoteList/NoteList.example.ts';
import { NoteList } from '../NoteList/NoteList.tsx';
import type {
  FloorPlanCategory,
  FloorPlanLabels,
  FloorPlanMarker,
  FloorPlanProps,
} from './FloorPlan.tsx';

/**
 * A small made-up garden for stories and tests: any property's plan works the same way.
 */
function GardenPlan() {
  return (
    <svg viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="Garden plan">
      <rect width="800" height="500" fill="#e9e4d6" />
      <ellipse cx="200" cy="150" rx="150" ry="90" fill="#9cc3d5" />
      <path d="M0 420 C200 380 600 460 800 400 V500 H0Z" fill="#b8c99a" />
      <rect x="520" y="80" width="180" height="120" rx="12" fill="#d9b38c" />
    </svg>
  );
}

export const gardenCategories: FloorPlanCategory[] = [
  { id: 'water', label: 'Water', tone: 'sky', icon: <Icon name="water" /> },
  { id: 'heat', label: 'Heat', tone: 'terracotta', icon: <Icon name="flame" /> },
  { id: 'rest', label: 'Rest', tone: 'moss', icon: <Icon name="bed" /> },
];

export const gardenMarkers: FloorPlanMarker[] = [
  {
    id: 'pond',
    label: 'Lily Pond',
    category: 'water',
    top: 30,
    left: 25,
    icon: <Icon name="wave" />,
    description: 'A still pond of water lilies with a wooden bench on its shore.',
    features: ['Water lilies', 'Wooden bench'],
  },
  {
    id: 'fountain',
    label: 'Stone Fountain',
    category: 'water',
    top: 70,
    left: 45,
    icon: <Icon name="droplet" />,
    description: 'An old stone fountain whose murmur carries across the lawn.',
    features: ['Drinking water', 'Shade of a plane tree'],
  },
  {
    id: 'oven',
    label: 'Bread Oven',
    category: 'heat',
    top: 28,
    left: 76,
    icon: <Icon name="flame" />,
    description: 'A wood-fired oven where bread is baked every morning at seven.',
    features: ['Baking at seven', 'Warm bench beside it'],
    image: (
      <svg viewBox="0 0 160 90" width="160" height="90" role="img" aria-label="A domed clay oven">
        <rect width="160" height="90" fill="#f3e4cf" />
        <path d="M30 80 Q80 10 130 80Z" fill="#c0703f" />
      </svg>
    ),
  },
  {
    id: 'shed',
    label: 'Potting Shed',
    category: 'tools',
    top: 82,
    left: 86,
    icon: <Icon name="leaf" />,
    description: 'Where the gardeners keep their seeds, and their secrets.',
    features: ['Seed library'],
  },
];

export const gardenLabels: FloorPlanLabels = {
  viewLabel: 'Plan view',
  panHint: 'Swipe the plan sideways to see all of it, or use the list below.',
  showAllLabel: 'Show all places',
  groupLabel: 'Group by kind',
  legendHeading: 'Colour key',
  summaryHeading: 'Places by kind',
  listHeading: 'Every place, by kind',
  featuresLabel: 'Features',
  closeLabel: 'Close',
  countLabel: (count: number) => (count === 1 ? '1 place' : `${String(count)} places`),
};

export const gardenProps = {
  plan: <GardenPlan />,
  planLabel: 'Places in the garden',
  markers: gardenMarkers,
  categories: gardenCategories,
  labels: gardenLabels,
} satisfies FloorPlanProps;

/** The same garden, where the bread oven has notes to read before baking. */
export const gardenWithNotesProps = {
  ...gardenProps,
  markers: gardenMarkers.map((marker) =>
    marker.id === 'oven'
      ? { ...marker, notes: <NoteList label="Before you bake" notes={ovenNotes} /> }
      : marker,
  ),
} satisfies FloorPlanProps;
