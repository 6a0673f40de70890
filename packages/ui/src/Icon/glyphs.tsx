import type { ReactElement } from 'react';

/**
 * Every glyph is drawn on a 24 × 24 grid with round 1.75 strokes in currentColor, so icons take
 * the colour of their text and sit on one optical weight. Shapes follow the Lucide conventions.
 */
export const iconNames = [
  'leaf',
  'tree',
  'mountain',
  'sun',
  'moon',
  'star',
  'sparkle',
  'water',
  'wave',
  'droplet',
  'flame',
  'snowflake',
  'steam',
  'wind',
  'heart',
  'brain',
  'spa',
  'bed',
  'cup',
  'utensils',
  'racket',
  'users',
  'child',
  'calendar',
  'clock',
  'map-pin',
  'car',
  'train',
  'plane',
  'mail',
  'phone',
  'chat',
  'check',
  'arrow-right',
  'arrow-left',
  'chevron-left',
  'chevron-right',
  'plus',
  'minus',
  'pause',
  'play',
  'close',
  'menu',
  'info',
  'warning',
  'external',
] as const;
export type IconName = (typeof iconNames)[number];

const waves = (y: number) =>
  `M2 ${y}c.6.5 1.2 1 2.5 1 2.5 0 2.5-2 5-2 2.6 0 2.4 2 5 2 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1`;

export const glyphs: Record<IconName, ReactElement> = {
  leaf: (
    <>
      <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10Z" />
      <path d="M2 21c0-3 1.85-5.36 5.08-6C9.5 14.52 12 13 13 12" />
    </>
  ),
  tree: (
    <>
      <path d="M12 2 5.5 11H9l-4 6h14l-4-6h3.5Z" />
      <path d="M12 17v5" />
    </>
  ),
  mountain: (
    <>
      <path d="m8 3 4 8 5-5 5 15H2L8 3Z" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </>
  ),
  moon: <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />,
  star: (
    <path d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2Z" />
  ),
  sparkle: (
    <>
      <path d="m12 3 1.9 5.8a2 2 0 0 0 1.3 1.3L21 12l-5.8 1.9a2 2 0 0 0-1.3 1.3L12 21l-1.9-5.8a2 2 0 0 0-1.3-1.3L3 12l5.8-1.9a2 2 0 0 0 1.3-1.3Z" />
      <path d="M19 2v4M17 4h4" />
    </>
  ),
  water: (
    <>
      <path d={waves(6)} />
      <path d={waves(12)} />
      <path d={waves(18)} />
    </>
  ),
  wave: (
    <>
      <path d="M2 18c2.5 0 3.5-2 5-2s2.5 2 5 2 3.5-2 5-2 2.5 2 5 2" />
      <path d="M3 13c1.2-5 5-8 9.5-8 3.1 0 5.6 1.6 6.5 4.2-2.8-.6-5 1-5 3.8" />
    </>
  ),
  droplet: (
    <path d="M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7Z" />
  ),
  flame: (
    <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5Z" />
  ),
  snowflake: (
    <>
      <path d="M12 2v20M3.34 7l17.32 10M3.34 17 20.66 7" />
      <path d="m9 4 3 2.5L15 4M9 20l3-2.5 3 2.5" />
      <path d="m4.2 10.8 3.6-1.3-.6-3.8M19.8 13.2l-3.6 1.3.6 3.8" />
      <path d="m4.2 13.2 3.6 1.3-.6 3.8M19.8 10.8l-3.6-1.3.6-3.8" />
    </>
  ),
  steam: (
    <>
      <path d="M8 3c-1.2 1.5 1.2 2.5 0 4s1.2 2.5 0 4" />
      <path d="M12 3c-1.2 1.5 1.2 2.5 0 4s1.2 2.5 0 4" />
      <path d="M16 3c-1.2 1.5 1.2 2.5 0 4s1.2 2.5 0 4" />
      <path d="M3 15h18M5.5 19h13" />
    </>
  ),
  wind: (
    <>
      <path d="M17.7 7.7a2.5 2.5 0 1 1 1.8 4.3H2" />
      <path d="M9.6 4.6A2 2 0 1 1 11 8H2" />
      <path d="M12.6 19.4A2 2 0 1 0 14 16H2" />
    </>
  ),
  heart: (
    <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
  ),
  brain: (
    <>
      <path d="M12 5a3 3 0 0 0-5.8-1.1A3 3 0 0 0 4 8a3 3 0 0 0-1 5 3 3 0 0 0 2 4.5A3 3 0 0 0 12 19Z" />
      <path d="M12 5a3 3 0 0 1 5.8-1.1A3 3 0 0 1 20 8a3 3 0 0 1 1 5 3 3 0 0 1-2 4.5A3 3 0 0 1 12 19Z" />
      <path d="M12 5v14M8 9.5a2.5 2.5 0 0 1 2 2.5M16 9.5a2.5 2.5 0 0 0-2 2.5" />
    </>
  ),
  spa: (
    <>
      <path d="M12 20c-4 0-8-2-9.5-6.5 3.5 0 6.5 1.5 9.5 4.5 3-3 6-4.5 9.5-4.5C20 18 16 20 12 20Z" />
      <path d="M12 18c-2-2-3.2-4.5-3.2-7.2S10.3 5.6 12 3.5c1.7 2.1 3.2 4.6 3.2 7.3S14 16 12 18Z" />
    </>
  ),
  bed: (
    <>
      <path d="M2 4v16M2 8h18a2 2 0 0 1 2 2v10M2 17h20M6 8v9" />
    </>
  ),
  cup: (
    <>
      <path d="M17 8h1a4 4 0 1 1 0 8h-1" />
      <path d="M3 8h14v9a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4Z" />
      <path d="M6 2v2M10 2v2M14 2v2" />
    </>
  ),
  utensils: (
    <>
      <path d="M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2M7 2v20" />
      <path d="M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7" />
    </>
  ),
  racket: (
    <>
      <circle cx="14" cy="9" r="6.5" />
      <path d="m9.4 13.6-6.4 6.4M12 2.9v12.2M16 2.9v12.2M7.8 7h12.4M7.8 11h12.4" />
      <circle cx="19" cy="20" r="1.6" />
    </>
  ),
  users: (
    <>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
    </>
  ),
  child: (
    <>
      <circle cx="12" cy="4.5" r="2.5" />
      <path d="M12 9v6M7 11l5-2 5 2M9 21l3-6 3 6" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  car: (
    <>
      <path d="M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9L18 10l-2.7-3.6A2 2 0 0 0 13.7 6H8.3a2 2 0 0 0-1.6.8L4 10l-1.5 1.1C1.7 11.3 1 12.1 1 13v3c0 .6.4 1 1 1h2M9 17h6" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  train: (
    <>
      <rect x="4" y="3" width="16" height="14" rx="3" />
      <path d="M4 11h16M12 3v8M8 21l2-4M16 21l-2-4M8 14h.01M16 14h.01" />
    </>
  ),
  plane: (
    <path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2Z" />
  ),
  mail: (
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
    </>
  ),
  phone: (
    <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92Z" />
  ),
  chat: <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />,
  check: <path d="M20 6 9 17l-5-5" />,
  'arrow-right': <path d="M5 12h14M12 5l7 7-7 7" />,
  'arrow-left': <path d="M19 12H5M12 19l-7-7 7-7" />,
  'chevron-left': <path d="m15 18-6-6 6-6" />,
  'chevron-right': <path d="m9 18 6-6-6-6" />,
  plus: <path d="M5 12h14M12 5v14" />,
  minus: <path d="M5 12h14" />,
  pause: (
    <>
      <rect x="6" y="4" width="4" height="16" rx="1" />
      <rect x="14" y="4" width="4" height="16" rx="1" />
    </>
  ),
  play: <path d="M6 3.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5A1 1 0 0 0 6 3.5Z" />,
  close: <path d="M18 6 6 18M6 6l12 12" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </>
  ),
  /** A sign to stop and take note: not "all is well", which `check` says. */
  warning: (
    <>
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3Z" />
      <path d="M12 9v4M12 17h.01" />
    </>
  ),
  external: (
    <>
      <path d="M15 3h6v6M10 14 21 3" />
      <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </>
  ),
};
