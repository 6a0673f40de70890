import type { MediaKey, PageAction } from '@alento/content';
import { Section } from '@alento/ui';
import type { ReactNode } from 'react';
import { Hero } from '../lib/Hero.tsx';
import { Media } from '../lib/Media.tsx';
import { ClosingSection } from './ClosingSection.tsx';

/** A group of the page's entries, with a section of its own that the page's contents link to. */
export interface PageGroup {
  readonly id: string;
  readonly heading: string;
  readonly intro?: string;
}

/**
 * A page of grouped entries (the questions, the house rules): the hero, one section per group in
 * alternating tones, what the page adds after them (`children`), and the closing call to act.
 * `renderGroup` draws a group's entries. The page's `MediaSet` holds the hero's picture.
 */
export function GroupedPage<Group extends PageGroup>({
  hero,
  groups,
  renderGroup,
  closing,
  children,
}: {
  hero: { heading: string; eyebrow?: string; lede: string; image: MediaKey };
  groups: readonly Group[];
  renderGroup: (group: Group) => ReactNode;
  closing: { heading: string; text: string; actions: readonly PageAction[] };
  children?: ReactNode;
}) {
  return (
    <>
      <Hero
        heading={hero.heading}
        eyebrow={hero.eyebrow}
        lede={hero.lede}
        media={<Media id={hero.image} priority />}
      />
      {groups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          heading={group.heading}
          intro={group.intro}
          tone={index % 2 === 0 ? 'default' : 'muted'}
        >
          {renderGroup(group)}
        </Section>
      ))}
      {children}
      <ClosingSection {...closing} reveal={false} />
    </>
  );
}
