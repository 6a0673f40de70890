import { siteConfig } from './site.ts';
import type { SiteConfig } from './site.ts';

/**
 * A link that opens the resort's coordinates in a map, built from the site config: OpenStreetMap
 * shows a pin in any browser and hands over to a map app where the device offers one. It is an
 * outbound link only; nothing is requested from it until a guest follows it.
 */
export function mapLink(geo: SiteConfig['geo'] = siteConfig.geo, zoom = 10): string {
  const lat = String(geo.latitude);
  const lon = String(geo.longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${String(zoom)}/${lat}/${lon}`;
}
