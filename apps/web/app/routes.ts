import type { RouteConfig } from '@react-router/dev/routes';
import { index, route } from '@react-router/dev/routes';

/**
 * Path → page module. The paths are the route table of @alento/content; a test checks that the
 * two agree, so no page is registered without its title, description and prerender entry.
 */
export default [
  index('routes/partners.tsx', { id: 'partners-root' }),
  route('partners', 'routes/partners.tsx', { id: 'partners' }),
  route('holistic-landcare', 'routes/holistic-landcare.tsx'),
  route('home', 'routes/home.tsx', { id: 'home' }),
  route('spa-landing', 'routes/home.tsx', { id: 'spa-landing' }),
  route('sanctum', 'routes/sanctum.tsx'),
  route('spa', 'routes/spa.tsx'),
  route('approach', 'routes/approach.tsx'),
  route('booking', 'routes/booking.tsx'),
  route('programs', 'routes/programs.tsx'),
  route('dining', 'routes/dining.tsx', { id: 'dining' }),
  route('food', 'routes/dining.tsx', { id: 'food' }),
  route('spaces', 'routes/spaces.tsx'),
  route('location', 'routes/location.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('concierge', 'routes/concierge.tsx'),
  route('racket-club', 'routes/racket-club.tsx'),
  route('experiences', 'routes/experiences.tsx'),
  route('stays', 'routes/stays.tsx'),
  route('ai', 'routes/ai.tsx'),
  route('seasons', 'routes/seasons.tsx'),
  route('restaurant-menu', 'routes/restaurant-menu.tsx', { id: 'restaurant-menu' }),
  route('cafe-menu', 'routes/cafe-menu.tsx', { id: 'cafe-menu' }),
  route('spaces/gallery', 'routes/spaces.gallery.tsx'),
  route('location/directions', 'routes/location.directions.tsx'),
  route('spa/etiquette', 'routes/spa.etiquette.tsx'),
  route('spa/safety', 'routes/spa.safety.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('booking/spa', 'routes/booking.spa.tsx'),
  route('booking/spa-form', 'routes/booking.spa-form.tsx'),
  route('booking/day-pass', 'routes/booking.day-pass.tsx'),
  route('booking/packages', 'routes/booking.packages.tsx'),
  route('booking/accommodations', 'routes/booking.accommodations.tsx'),
  route('booking/racket-club', 'routes/booking.racket-club.tsx'),
  route('location/transfer', 'routes/transfer.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('accessibility', 'routes/accessibility.tsx'),
  route('newsletter/confirm', 'routes/newsletter.confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter.unsubscribe.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
