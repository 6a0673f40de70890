import type { ThemeTokens } from './tokens.ts';

const serifFallback = "'Fraunces fallback', Georgia, 'Times New Roman', serif";
const sansFallback = "'Inter fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * Alentejo at golden hour: chalk-white walls, cork and olive, terracotta roofs, a night sky.
 * Every text colour pairs with its background at WCAG AA or better (checked in tokens.test.ts).
 */
export const alentoTokens: ThemeTokens = {
  name: 'alento',
  color: {
    canvas: '#f7f3ec',
    surface: '#fffdf8',
    surfaceMuted: '#efe7da',
    text: '#2a251f',
    textMuted: '#5a5147',
    border: '#d6cab7',
    brand: '#4a5a2c',
    brandHover: '#3a4722',
    onBrand: '#ffffff',
    accent: '#a64b27',
    onAccent: '#ffffff',
    inverse: '#1f2430',
    onInverse: '#f3ede2',
    onInverseMuted: '#c9c1b3',
    focus: '#1d5f8a',
    critical: '#a3261b',
    criticalSurface: '#fbe9e6',
    positive: '#2f6b3a',
    positiveSurface: '#e7f2e8',
    neutral: '#6b6459',
    scrim: 'rgba(20, 18, 15, 0.55)',
  },
  tone: {
    sage: { surface: '#e5f0e5', solid: '#4b6c4b', onSolid: '#ffffff', text: '#4b6c4b' },
    olive: { surface: '#f1f4e1', solid: '#5e6732', onSolid: '#ffffff', text: '#5e6732' },
    moss: { surface: '#e9f3e2', solid: '#506d3b', onSolid: '#ffffff', text: '#506d3b' },
    teal: { surface: '#dff6f6', solid: '#2a6f6f', onSolid: '#ffffff', text: '#2a6f6f' },
    sky: { surface: '#deedf7', solid: '#2f668e', onSolid: '#ffffff', text: '#2f668e' },
    indigo: { surface: '#e1e4f4', solid: '#3d487f', onSolid: '#ffffff', text: '#3d487f' },
    plum: { surface: '#f2e3f2', solid: '#764776', onSolid: '#ffffff', text: '#764776' },
    rose: { surface: '#f5e0e6', solid: '#84394b', onSolid: '#ffffff', text: '#84394b' },
    terracotta: { surface: '#f7e5de', solid: '#92462a', onSolid: '#ffffff', text: '#92462a' },
    amber: { surface: '#f7edde', solid: '#8a5b14', onSolid: '#ffffff', text: '#8a5b14' },
    sand: { surface: '#f3ede2', solid: '#776340', onSolid: '#ffffff', text: '#6f5c3b' },
    stone: { surface: '#eeebe7', solid: '#665e57', onSolid: '#ffffff', text: '#665e57' },
    neutral: { surface: '#edece8', solid: '#62605b', onSolid: '#ffffff', text: '#62605b' },
  },
  font: {
    display: `'Fraunces Variable', ${serifFallback}`,
    text: `'Inter Variable', ${sansFallback}`,
  },
  fontWeight: { regular: '400', medium: '500', strong: '600', display: '500' },
  fontSize: {
    xsmall: '0.8125rem',
    small: '0.9375rem',
    standard: '1.0625rem',
    large: 'clamp(1.125rem, 1.05rem + 0.35vw, 1.3125rem)',
    h4: 'clamp(1.1875rem, 1.1rem + 0.4vw, 1.375rem)',
    h3: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem)',
    h2: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.625rem)',
    h1: 'clamp(2.25rem, 1.7rem + 2.6vw, 3.75rem)',
    hero: 'clamp(2.5rem, 1.8rem + 3.4vw, 4.5rem)',
  },
  iconSize: { small: '1rem', standard: '1.25rem', large: '1.75rem', xlarge: '2.5rem' },
  lineHeight: { tight: '1.1', heading: '1.2', body: '1.6' },
  letterSpacing: { eyebrow: '0.14em', heading: '-0.01em' },
  space: {
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2.5rem',
    xxlarge: '4rem',
    gutter: 'clamp(1rem, 0.6rem + 2vw, 2.5rem)',
    section: 'clamp(3.5rem, 2.5rem + 5vw, 7rem)',
  },
  radius: { small: '6px', medium: '12px', large: '24px', full: '999px' },
  shadow: {
    small: '0 1px 2px rgba(42, 37, 31, 0.08)',
    medium: '0 6px 20px rgba(42, 37, 31, 0.10)',
    large: '0 18px 48px rgba(42, 37, 31, 0.16)',
  },
  motion: {
    fast: '150ms',
    standard: '250ms',
    slow: '600ms',
    easing: 'cubic-bezier(0.22, 0.61, 0.36, 1)',
  },
  layout: { maxWidth: '76rem', proseWidth: '42rem', headerHeight: '4.5rem' },
};
