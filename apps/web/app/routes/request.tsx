import {
  carriedJourneyLines,
  circuitOption,
  journeyFromSearch,
  requestPageFor,
  routeFor,
} from '@alento/content';
import { Hero } from '@alento/ui';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { Media } from '../lib/Media.tsx';
import { metaForLocation } from '../lib/meta.ts';
import { useHydrated } from '../lib/useHydrated.ts';
import { RequestPanel } from '../requests/RequestPanel.tsx';
import type { CarriedChoice } from '../requests/RequestForm.tsx';

export const meta = metaForLocation;

/**
 * The booking request pages (/booking/spa, /booking/day-pass, …): one module, registered once
 * per path as /home and /spa-landing are; the path picks the page's record.
 */
export default function RequestPage() {
  const location = useLocation();
  const hydrated = useHydrated();
  const path = location.pathname.replace(/(.)\/$/, '$1');
  const route = routeFor(path);
  const page = requestPageFor(path);

  // A journey planned by the concierge travels in the address. The prerender cannot see the
  // query string, so it is read once the page is live.
  const search = hydrated ? location.search : '';
  const carried = useMemo((): CarriedChoice | null => {
    if (page.kind !== 'spa') return null;
    const journey = journeyFromSearch(search);
    if (!journey) return null;
    const chosen = page.fields.find((field) => field.name === 'journey');
    const known =
      chosen?.kind === 'choice' &&
      chosen.options.some((option) => option.value === journey.sequence.id);
    return {
      field: 'journey',
      value: known ? journey.sequence.id : circuitOption.value,
      lines: carriedJourneyLines(journey),
    };
  }, [page, search]);

  return (
    <>
      <Hero
        eyebrow={page.eyebrow}
        heading={route.heading}
        lede={page.intro}
        media={<Media id={page.hero} priority />}
      />
      <RequestPanel page={page} carried={carried} />
    </>
  );
}
