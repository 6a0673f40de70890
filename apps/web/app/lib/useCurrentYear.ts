import { useEffect, useState } from 'react';

declare const __BUILD_YEAR__: number;

/**
 * The year for copyright lines. Prerendered HTML carries the build's year (a constant baked into
 * both the HTML and the script, so hydration matches); once the page runs, the visitor's clock
 * takes over, so a page built in an earlier year never shows a stale year.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
