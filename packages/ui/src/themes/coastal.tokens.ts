import { alentoTokens } from './alento.tokens.ts';
import type { ThemeTokens } from './tokens.ts';

/**
 * A second property, to prove the system re-themes: an Atlantic coast house in sea blues and
 * sand, with a geometric display face and square corners.
 */
export const coastalTokens: ThemeTokens = {
  ...alentoTokens,
  name: 'coastal',
  color: {
    canvas: '#f2f6f7',
    surface: '#ffffff',
    surfaceMuted: '#e2ecee',
    text: '#10242b',
    textMuted: '#3f5860',
    border: '#c3d3d7',
    brand: '#0d5c73',
    brandHover: '#094659',
    onBrand: '#ffffff',
    accent: '#8a5a14',
    onAccent: '#ffffff',
    inverse: '#0b2530',
    onInverse: '#eaf4f6',
    onInverseMuted: '#b4cbd1',
    focus: '#b3261e',
    critical: '#a1201a',
    criticalSurface: '#fdecea',
    positive: '#1f6a47',
    positiveSurface: '#e3f3ea',
    neutral: '#5d6b70',
    scrim: 'rgba(6, 24, 31, 0.55)',
  },
  tone: {
    sage: { surface: '#e7f3eb', solid: '#437052', onSolid: '#ffffff', text: '#437052' },
    olive: { surface: '#f5f6e4', solid: '#666b2e', onSolid: '#ffffff', text: '#666b2e' },
    moss: { surface: '#eaf5e5', solid: '#486e35', onSolid: '#ffffff', text: '#486e35' },
    teal: { surface: '#e2f6f8', solid: '#157179', onSolid: '#ffffff', text: '#157179' },
    sky: { surface: '#e2f1f8', solid: '#166c98', onSolid: '#ffffff', text: '#166c98' },
    indigo: { surface: '#e2e7f8', solid: '#2d3e86', onSolid: '#ffffff', text: '#2d3e86' },
    plum: { surface: '#f4e5f5', solid: '#733a78', onSolid: '#ffffff', text: '#733a78' },
    rose: { surface: '#f8e2e6', solid: '#8a2839', onSolid: '#ffffff', text: '#8a2839' },
    terracotta: { surface: '#f8e7e2', solid: '#93361f', onSolid: '#ffffff', text: '#93361f' },
    amber: { surface: '#f8efe2', solid: '#92580c', onSolid: '#ffffff', text: '#92580c' },
    sand: { surface: '#f6f0e4', solid: '#796234', onSolid: '#ffffff', text: '#796234' },
    stone: { surface: '#eaeef0', solid: '#525c60', onSolid: '#ffffff', text: '#525c60' },
    neutral: { surface: '#ebeef0', solid: '#565a5d', onSolid: '#ffffff', text: '#565a5d' },
  },
  font: {
    display: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    text: "Georgia, 'Times New Roman', serif",
  },
  fontWeight: { regular: '400', medium: '500', strong: '700', display: '700' },
  letterSpacing: { eyebrow: '0.2em', heading: '-0.02em' },
  radius: { small: '0', medium: '2px', large: '4px', full: '999px' },
};
