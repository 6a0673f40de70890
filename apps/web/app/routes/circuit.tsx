import { circuitPage } from '@alento/content';
import { useLocation } from 'react-router';
import pageWords from 'virtual:alento-page-words/circuit';
import { CircuitPlanner } from '../circuit/CircuitPlanner.tsx';
import * as styles from '../circuit/Circuit.css.ts';
import { Hero } from '../lib/Hero.tsx';
import { metaWith } from '../lib/meta.ts';

export const meta = metaWith(pageWords);

export default function CircuitPage() {
  const { search } = useLocation();
  return (
    <div className={styles.page}>
      <Hero eyebrow={circuitPage.eyebrow} heading={pageWords.heading} lede={circuitPage.lede} />
      <CircuitPlanner search={search} />
    </div>
  );
}
