import { cafeMenu } from '@alento/content';
import { metaForLocation } from '../lib/meta.ts';
import { MenuPage } from '../menus/MenuPage.tsx';

export const meta = metaForLocation;

export default function CafeMenuPage() {
  return <MenuPage menu={cafeMenu} />;
}
