import {
  experienceButtonLabel,
  experienceCategories,
  experienceCountLabel,
  experiencesPage,
  filterExperiences,
  parseExperienceCategory,
  routeFor,
} from '@alento/content';
import type { ExperienceCategoryId } from '@alento/content';
import { ButtonLink, Card, FilterChips, Grid, Hero, Icon, Section } from '@alento/ui';
import { useSearchParams } from 'react-router';
import { iconName } from '../lib/icon.ts';
import { heroPreload, Media } from '../lib/Media.tsx';
import { metaForLocation } from '../lib/meta.ts';
import { useHydrated } from '../lib/useHydrated.ts';
import { Reveal } from '../lib/Reveal.tsx';

export const meta = metaForLocation;

export const links = () => heroPreload(experiencesPage.heroImage);

const route = routeFor('/experiences');
const categoryName = new Map(experienceCategories.map((c) => [c.id, c.name]));

export default function ExperiencesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page shows every card; the address's choice applies once hydrated, so the
  // first render matches that HTML.
  const hydrated = useHydrated();
  const category = hydrated ? parseExperienceCategory(searchParams.get('category')) : null;
  const shown = filterExperiences(category);

  const choose = (next: ExperienceCategoryId | null) => {
    setSearchParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <Hero
        heading={route.heading}
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
                    <Icon name={iconName(experience.icon)} size="inherit" />{' '}
                    {categoryName.get(experience.category)}
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
    </>
  );
}
