/** The alt texts and captions of the spa page's hero carousel in Castilian Spanish. */
import { capacities, temperatures } from './constants.ts';
import { elementalShowers } from './claims.ts';
import { capitalise, describeTemperature, listOf, numberWord } from './format.ts';
import type * as en from './spa-hero-media-words.ts';
import type { Words } from './words.ts';

export const spaHeroMediaWords: Words<typeof en.spaHeroMediaWords> = {
  'spa-hero-01': {
    alt: 'Gran sala de sauna de madera con gradas frente a un amplio ventanal a las colinas y un maestro de sauna que abanica el aire caliente con una toalla.',
    caption: `La sauna de ceremonias, donde hasta ${String(capacities.showSaunaGuestsInCaption)} personas se reúnen para el ritual aufguss (vapor aromático con toalla).`,
  },
  'spa-hero-02': {
    alt: 'Sauna de barril de madera tumbada en un prado bajo un alcornoque, con humo saliendo de la chimenea.',
    caption: 'La sauna de barril, con aroma a cedro, entre los alcornoques.',
  },
  'spa-hero-03': {
    alt: 'El hammam visto desde dentro: una plataforma de mármol bajo una cúpula con claraboyas en forma de estrella y vapor flotando en los haces de luz.',
    caption: 'El hammam, mármol templado bajo una cúpula estrellada.',
  },
  'spa-hero-04': {
    alt: 'Cuencos de arcilla con barro color terracota y una espátula de madera sobre una repisa de piedra, con una bañera de azulejos humeante al fondo.',
    caption: 'Rituales de barro y exfoliación con arcilla de nuestra propia tierra.',
  },
  'spa-hero-05': {
    alt: 'Sala revestida de ladrillos de sal del Himalaya de un rosa luminoso, con dos tumbonas y una lámpara de sal.',
    caption: `La sala de sal del Himalaya, para hasta ${numberWord(capacities.saltRoomGuests, 'es-ES', 'feminine')} personas a la vez.`,
  },
  'spa-hero-06': {
    alt: 'Tina redonda de madera con agua azul hielo y trozos de hielo flotando, sobre una plataforma de piedra por la mañana.',
    caption: `La piscina de agua fría, de ${describeTemperature(temperatures.coldPlunge, 'es-ES')}, después del calor.`,
  },
  'spa-hero-07': {
    alt: 'Laguna natural de baño bordeada de juncos y piedras, con un embarcadero de madera que se adentra en el agua verde y colinas al fondo.',
    caption: `La biopiscina, de ${describeTemperature(temperatures.biopool, 'es-ES')}, con el agua cristalina gracias a sus plantas.`,
  },
  'spa-hero-08': {
    alt: 'Tres piscinas bordeadas de piedra escalonadas en una ladera, con vapor que sube del agua al anochecer.',
    caption: `El onsen de la tierra: piscinas bordeadas de piedra, de ${describeTemperature(temperatures.earthOnsen, 'es-ES')}.`,
  },
  'spa-hero-09': {
    alt: 'Camino de piedras pasaderas por un canal de agua poco profunda, con un pasamanos de madera, que une las piscinas.',
    caption: `El paseo Kneipp, que une nuestras ${numberWord(capacities.kneippBiopools, 'es-ES', 'feminine')} biopiscinas.`,
  },
  'spa-hero-10': {
    alt: `${capitalise(numberWord(elementalShowers.elements.length, 'es-ES', 'feminine'), 'es-ES')} columnas de ducha al aire libre, en fila sobre un suelo de piedra, cada una con su propia lluvia.`,
    caption: `Las duchas de los elementos: un ${elementalShowers.group} de ${listOf(elementalShowers.elements, 'es-ES')}.`,
  },
  'spa-hero-11': {
    alt: 'Piscina interior de agua caliente bajo ventanales en arco, con chorros burbujeantes a lo largo del borde.',
    caption: 'La piscina de hidroterapia, con chorros de masaje en todas sus paredes.',
  },
  'spa-hero-12': {
    alt: 'Piscina con un bar de piedra en el borde, taburetes dentro del agua y vasos de zumo verde sobre la barra.',
    caption: 'El bar de la piscina de vitalidad: zumos frescos sin salir del agua.',
  },
  'spa-hero-13': {
    alt: 'Una huésped flota boca arriba en una piscina oscura, bajo un cielo lleno de estrellas y la Vía Láctea.',
    caption: 'Flotación bajo las estrellas, en el cielo nocturno del Alentejo.',
  },
  'spa-hero-14': {
    alt: 'Pequeño pabellón de té de madera con farolillos de papel junto a una laguna; en una mesa baja, una tetera y tazas.',
    caption: 'La casa de té tradicional, para una pausa tranquila entre sesiones.',
  },
  'spa-hero-15': {
    alt: 'Butacas reclinables frente a una gran pantalla, bajo un techo abovedado abierto a las estrellas.',
    caption: `El cine celeste, para hasta ${numberWord(capacities.cinemaGuests, 'es-ES', 'feminine')} personas.`,
  },
  'spa-hero-16': {
    alt: 'Pequeña cabaña blanca con una ventana redonda, donde arcos de chorros de agua templada ondulan sobre una camilla.',
    caption: 'La cabaña de tratamientos sin contacto: Hydrojet, Wavetouch o Baño Mineral.',
  },
};
