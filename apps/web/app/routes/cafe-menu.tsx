import { cafeMenu } from '@alento/content';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/cafe-menu';
import { MenuPage } from '../menus/MenuPage.tsx';

export const meta = metaWith(pageWords);

export default function CafeMenuPage() {
  return <MenuPage menu={cafeMenu} heading={pageWords.heading} />;
}
