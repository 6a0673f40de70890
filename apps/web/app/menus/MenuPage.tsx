import { dietaryLegend, dietaryMarks, formatEuros, menuPage } from '@alento/content';
import type { DietaryMark, Dish, Menu } from '@alento/content';
import { Section, VisuallyHidden } from '@alento/ui';
import { PageActions } from '../layout/PageActions.tsx';
import { Reveal } from '../lib/Reveal.tsx';
import * as styles from './MenuPage.css.ts';
import { Hero } from '../lib/Hero.tsx';

/** The printed mark, with its full meaning for screen readers instead of the letters. */
function Mark({ mark }: { mark: DietaryMark }) {
  return (
    <span className={styles.mark}>
      <span aria-hidden="true">{mark}</span>
      <VisuallyHidden>{dietaryLegend[mark]}</VisuallyHidden>
    </span>
  );
}

function DishItem({ dish }: { dish: Dish }) {
  return (
    <li className={styles.dish}>
      <div className={styles.dishHead}>
        <h3 className={styles.dishName}>{dish.name}</h3>
        {dish.marks.length > 0 ? (
          <span className={styles.marks}>
            {dish.marks.map((mark, index) => (
              <span key={mark}>
                {index > 0 ? <VisuallyHidden>, </VisuallyHidden> : null}
                <Mark mark={mark} />
              </span>
            ))}
          </span>
        ) : null}
        {/* The site states no dish prices; a property that gives one sees it here. */}
        {dish.price !== undefined ? (
          <span className={styles.price}>{formatEuros(dish.price)}</span>
        ) : null}
      </div>
      <p className={styles.description}>{dish.description}</p>
    </li>
  );
}

/** A menu page: the venue, the season, the legend of marks, the sections of dishes. */
export function MenuPage({ menu, heading }: { menu: Menu; heading: string }) {
  return (
    <>
      <Hero
        eyebrow={menu.venue}
        heading={heading}
        lede={menu.intro}
        actions={<PageActions actions={menu.actions} />}
      />
      <Section heading={menuPage.seasonalHeading} intro={menu.seasonalNote} tone="muted">
        <div className={styles.legend}>
          <h3 className={styles.legendHeading}>{menuPage.legendHeading}</h3>
          <dl className={styles.legendList}>
            {dietaryMarks.map((mark) => (
              <div key={mark} className={styles.legendEntry}>
                <dt>
                  <span className={styles.mark}>{mark}</span>
                </dt>
                <dd className={styles.legendMeaning}>{dietaryLegend[mark]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      {menu.sections.map((section) => (
        <Section key={section.id} heading={section.heading} intro={section.note}>
          <Reveal>
            <ul className={styles.dishes} aria-label={section.heading}>
              {section.dishes.map((dish) => (
                <DishItem key={dish.id} dish={dish} />
              ))}
            </ul>
          </Reveal>
        </Section>
      ))}
      <Section heading={menuPage.allergyHeading} tone="muted">
        <p className={styles.allergy}>{menuPage.allergyNote}</p>
        <PageActions actions={menu.actions} />
      </Section>
    </>
  );
}
