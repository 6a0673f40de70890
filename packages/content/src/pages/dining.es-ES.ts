/** The Food page in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './dining.ts';

export const foodVenues: Words<typeof en.foodVenues> = [
  {
    id: 'restaurant',
    eyebrow: 'El restaurante',
    heading: 'Cocinado a la brasa, servido bajo los alcornoques',
    paragraphs: [
      'Nuestro restaurante cocina con lo que da el Alentejo: aceite de los olivares vecinos, pan del horno de leña y queso de oveja de Serpa. Completan la despensa el cerdo negro criado con bellota bajo los alcornoques y las verduras que se recogen esa misma mañana en el huerto de la finca.',
      'Buena parte del trabajo se hace en la cocina al aire libre, donde las brasas se consumen despacio y los cocineros trabajan a la vista. Si llegas pronto, apúntate a una clase. Aprende a encender el fuego para cocinar, a hornear pan en horno de barro o a preparar una açorda, la sopa de pan alentejana, con lo que da el huerto.',
    ],
    highlights: [
      'Una carta que cambia con el huerto',
      'Cocina al aire libre y clases de cocina',
      'Vinos de la zona y maridajes sin alcohol',
    ],
    image: 'dining-restaurant',
    actions: [
      { label: 'Ver carta del restaurante', href: '/restaurant-menu' },
      { label: 'Reservar mesa', href: '/booking' },
    ],
  },
  {
    id: 'cafe',
    eyebrow: 'El café de bienestar',
    heading: 'Comida ligera entre la sauna y la quietud',
    paragraphs: [
      'El café de bienestar está junto al circuito, así que puedes comer en albornoz. Zumos prensados en frío, infusiones de hierbas, fruta de nuestros frutales y cuencos de cereales con verduras asadas te esperan desde la mañana hasta el último baño.',
      'Todo está pensado para sentar bien entre el calor y el frío: nada pesado, mucho para beber y un plato que te da energía sin darte sueño.',
    ],
    highlights: [
      'Zumos e infusiones al momento',
      'Cuencos de base vegetal y pan del día',
      'Algo para picar entre los espacios del circuito',
    ],
    image: 'dining-cafe',
    actions: [{ label: 'Ver carta del café', href: '/cafe-menu' }],
  },
];

export const foodPrinciples: Words<typeof en.foodPrinciples> = [
  {
    id: 'produce',
    title: 'Productos del Alentejo',
    description:
      'Aceite de oliva, queso, miel, cerdo y vino de fincas y bodegas cercanas, comprados directamente a quienes los elaboran.',
    icon: 'leaf',
  },
  {
    id: 'garden',
    title: 'El huerto de la finca',
    description:
      'Hierbas aromáticas, verduras y tomates cultivados en nuestra tierra, regados con agua reciclada y recogidos el mismo día en que se cocinan.',
    icon: 'sun',
  },
  {
    id: 'fire',
    title: 'La cocina al aire libre',
    description:
      'Fuego de leña, hornos de barro y brasas lentas: la forma más antigua de cocinar en el sur, y la que sabe a este lugar.',
    icon: 'flame',
  },
];

export const foodPage: Words<typeof en.foodPage> = {
  heroImage: 'hero-dining',
  intro:
    'En Alento, la comida sabe a las colinas que la rodean: sin prisas, de temporada y generosa, desde una larga cena junto al fuego hasta un zumo verde entre sauna y sauna.',
  principlesHeading: 'De nuestra tierra',
  principlesIntro: 'Dos cocinas y una sola despensa: el propio Alentejo.',
};

export const backToDining: Words<typeof en.backToDining> = {
  label: 'Volver a gastronomía',
  href: '/dining',
};
