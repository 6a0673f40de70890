import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { RequestPage as RequestRecord } from '@alento/content';
import { Media } from '../lib/Media.tsx';
import { useHydrated } from '../lib/useHydrated.ts';
import { RequestPanel } from './RequestPanel.tsx';
import type { CarriedChoice } from './RequestForm.tsx';
import { Hero } from '../lib/Hero.tsx';

/**
 * A booking request page (/booking/spa, /booking/day-pass, …): the hero, then the request form
 * beside what is included and the price. Each path has its own small route module, so each can
 * preload its own hero picture.
 */
export function RequestRoute({ page, heading }: { page: RequestRecord; heading: string }) {
  const location = useLocation();
  const hydrated = useHydrated();

  // A journey planned by the concierge travels in the address. The prerender cannot see the
  // query string, so it is read once the page is live, and the code that decodes a journey (with
  // the circuit's stations) loads only for a spa request whose address carries something.
  const search = hydrated ? location.search : '';
  const [carried, setCarried] = useState<CarriedChoice | null>(null);
  useEffect(() => {
    if (page.kind !== 'spa' || search === '') {
      setCarried(null);
      return;
    }
    let current = true;
    import('./carry.ts').then(
      ({ carriedChoice }) => {
        if (current) setCarried(carriedChoice(page, search));
      },
      // Without its decoder the journey is not filled in; the form is whole and empty as usual.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [page, search]);

  return (
    <>
      <Hero
        eyebrow={page.eyebrow}
        heading={heading}
        lede={page.intro}
        media={<Media id={page.hero} priority />}
      />
      <RequestPanel page={page} carried={carried} journey={carried ? search : ''} />
    </>
  );
}
