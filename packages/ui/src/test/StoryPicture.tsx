import { useId } from 'react';

/**
 * A drawn landscape for stories and tests: pictures come from the host app, and stories must
 * make no request to another host.
 */
export function StoryPicture({
  label,
  hue = 95,
  width = 1200,
  height = 800,
}: {
  label: string;
  hue?: number;
  width?: number;
  height?: number;
}) {
  const id = useId();
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 1200 800"
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={`hsl(${hue + 110} 45% 82%)`} />
          <stop offset="1" stopColor={`hsl(${hue - 60} 60% 88%)`} />
        </linearGradient>
      </defs>
      <rect width="1200" height="800" fill={`url(#${id}-sky)`} />
      <circle cx="880" cy="250" r="90" fill={`hsl(${hue - 55} 80% 78%)`} />
      <path
        d="M0 520 C200 430 380 470 560 420 S900 360 1200 450 V800 H0Z"
        fill={`hsl(${hue} 28% 52%)`}
      />
      <path
        d="M0 620 C240 560 420 600 640 560 S1000 520 1200 580 V800 H0Z"
        fill={`hsl(${hue} 32% 36%)`}
      />
      <path d="M0 720 C300 680 700 700 1200 670 V800 H0Z" fill={`hsl(${hue} 30% 24%)`} />
    </svg>
  );
}
