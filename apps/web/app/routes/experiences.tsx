import {
  experienceButtonLabel,
  experienceCategories,
  experienceCountLabel,
  experiencesPage,
  filterExperiences,
  parseExperienceCategory,
} from '@alento/content';
import type { ExperienceCategoryId } from '@alento/content';
import { ButtonLink, Card, FilterChips, Grid, Icon, Section } from '@alento/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { iconName } from '../lib/icon.ts';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=experiencesPage';
import { pictures as experiencePictures } from 'virtual:alento-media/experienceMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/experiences';
import { useHydrated } from '../lib/useHydrated.ts';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';
import { afterNextPaint } from '../lib/afterNextPaint.ts';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, experiencesPage.heroImage);

const pagePictures = [...heroPicture, ...experiencePictures];

const categoryName = new Map(experienceCategories.map((c) => [c.id, c.name]));

export default function ExperiencesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page shows every card; the address's choice applies once hydrated, so the
  // first render matches that HTML.
  const hydrated = useHydrated();
  const fromAddress = hydrated ? parseExperienceCategory(searchParams.get('category')) : null;
  // A guest's choice shows at once; the address follows after that paint (below). Undefined when
  // the address says what is shown.
  const [chosen, setChosen] = useState<ExperienceCategoryId | null | undefined>(undefined);
  const category = chosen === undefined ? fromAddress : chosen;
  const shown = filterExperiences(category);

  // Once the address has caught up with the last choice, it is what is shown again. (A quick
  // second tap is not undone by the first tap's address arriving after it.)
  useEffect(() => {
    setChosen((current) => (current === fromAddress ? undefined : current));
  }, [fromAddress]);

  const choose = (next: ExperienceCategoryId | null) => {
    setChosen(next);
    // Writing the address is a router navigation that renders the whole page again: it waits
    // for the frame that shows the choice, so the tap's next paint does not wait for it.
    afterNextPaint(() =>
      setSearchParams(next ? { category: next } : {}, {
        replace: true,
        preventScrollReset: true,
      }),
    );
  };

  return (
    <MediaSet pictures={pagePictures}>
      <Hero
        heading={pageWords.heading}
        lede={experiencesPage.intro}
        media={<Media id={experiencesPage.heroImage} priority />}
      />
      <Section heading={experiencesPage.sectionHeading}>
        <FilterChips
          label={experiencesPage.filterLabel}
          allLabel={experiencesPage.allLabel}
          options={experienceCategories.map((c) => ({ value: c.id, label: c.name, tone: c.tone }))}
          value={category}
          onValueChange={choose}
          count={experienceCountLabel(shown.length, category)}
        />
        <Grid
          as="list"
          aria-label={experiencesPage.listLabel}
          columns={{ base: 1, medium: 2, large: 3 }}
        >
          {shown.map((experience) => (
            <Reveal key={experience.id}>
              <Card
                title={experience.title}
                eyebrow={
                  <>
                    <Icon name={iconName(experience.icon)} size="inherit" />
                    {` ${categoryName.get(experience.category) ?? ''}`}
                  </>
                }
                subtitle={experience.subtitle}
                tone={experienceCategories.find((c) => c.id === experience.category)!.tone}
                media={
                  <Media
                    id={experience.image}
                    sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                  />
                }
                action={
                  <ButtonLink
                    href={experience.link}
                    variant="secondary"
                    icon="arrow-right"
                    iconPosition="trailing"
                  >
                    {experienceButtonLabel(experience)}
                  </ButtonLink>
                }
              >
                {experience.description}
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>
    </MediaSet>
  );
}
