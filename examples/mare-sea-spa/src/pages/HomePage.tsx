import { pathIn } from '@alento/content/model';
import {
  ButtonLink,
  FloorPlan,
  Hero,
  Icon,
  Picture,
  Section,
  iconNames,
  toneNames,
} from '@alento/ui';
import type { IconName, Tone } from '@alento/ui';
import { content } from '../content/index.ts';
import type { SiteLanguage } from '../content/index.ts';

/** Content names icons as words; a name the design system lacks fails here, not on the page. */
function icon(name: string) {
  if (!(iconNames as readonly string[]).includes(name)) throw new Error(`No icon "${name}"`);
  return <Icon name={name as IconName} />;
}

/** The same for a category's colour: a tone the themes do not define fails here. */
function tone(name: string): Tone {
  if (!(toneNames as readonly string[]).includes(name)) throw new Error(`No tone "${name}"`);
  return name as Tone;
}

export function HomePage({ language }: { language: SiteLanguage }) {
  const { words, routeFor, facilities, categories } = content[language.locale];
  const { home } = words;
  const route = routeFor('/');
  const plural = new Intl.PluralRules(language.locale);
  return (
    <>
      <Hero
        layout="split"
        eyebrow={home.eyebrow}
        heading={route.heading}
        lede={home.lede}
        actions={
          <>
            <ButtonLink href="#plan">{home.actions.plan}</ButtonLink>
            <ButtonLink variant="secondary" href={pathIn(language, '/contact')}>
              {home.actions.contact}
            </ButtonLink>
          </>
        }
        media={
          <Picture src="/salt-pans.svg" width={1200} height={800} alt={home.heroAlt} priority />
        }
      />
      <Section id="plan" heading={home.planSection.heading} intro={home.planSection.intro}>
        <FloorPlan
          plan={<Picture src="/plan.svg" width={1200} height={750} alt="" />}
          planLabel={home.planLabel}
          markers={facilities.map((place) => ({
            id: place.id,
            label: place.name,
            category: place.category,
            top: place.position.top,
            left: place.position.left,
            icon: icon(place.icon),
            description: place.description,
            features: place.features,
          }))}
          categories={categories.map((category) => ({
            id: category.id,
            label: category.label,
            tone: tone(category.tone),
            icon: icon(category.icon),
          }))}
          labels={{
            ...home.planLabels,
            countLabel: (count) =>
              `${count} ${plural.select(count) === 'one' ? home.count.one : home.count.other}`,
          }}
        />
      </Section>
    </>
  );
}
