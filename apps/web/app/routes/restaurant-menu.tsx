import { restaurantMenu } from '@alento/content';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/restaurant-menu';
import { MenuPage } from '../menus/MenuPage.tsx';

export const meta = metaWith(pageWords);

export default function RestaurantMenuPage() {
  return <MenuPage menu={restaurantMenu} heading={pageWords.heading} />;
}
