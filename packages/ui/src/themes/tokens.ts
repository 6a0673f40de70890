/**
 * Named colour tones that content can pick by name (a category, a season, a programme) and parts
 * map to theme colours. Every theme fills every tone, so content never names a hex value.
 */
export const toneNames = [
  'sage',
  'olive',
  'moss',
  'teal',
  'sky',
  'indigo',
  'plum',
  'rose',
  'terracotta',
  'amber',
  'sand',
  'stone',
  'neutral',
] as const;
export type Tone = (typeof toneNames)[number];

/**
 * One tone's colours. `solid` carries `onSolid` text; `surface` is a quiet tint that carries
 * `text`, and `text` also reads on the canvas and surface. All pairs are WCAG AA (tokens.test.ts).
 */
export type ToneSwatch = {
  readonly surface: string;
  readonly solid: string;
  readonly onSolid: string;
  readonly text: string;
};

/**
 * The shape every theme fills. Tokens are plain data so a property can write its own in a
 * TypeScript file without touching styles; `makeTheme` turns them into contract values.
 */
export interface ThemeTokens {
  readonly name: string;
  readonly color: {
    /** Page background. */
    readonly canvas: string;
    /** Cards and raised panels. */
    readonly surface: string;
    readonly surfaceMuted: string;
    readonly text: string;
    readonly textMuted: string;
    readonly border: string;
    readonly brand: string;
    readonly brandHover: string;
    readonly onBrand: string;
    readonly accent: string;
    readonly onAccent: string;
    /** Deep band for footers and night scenes. */
    readonly inverse: string;
    readonly onInverse: string;
    readonly onInverseMuted: string;
    readonly focus: string;
    readonly critical: string;
    readonly criticalSurface: string;
    readonly positive: string;
    readonly positiveSurface: string;
    readonly neutral: string;
    /** Scrim behind text laid on pictures. */
    readonly scrim: string;
  };
  readonly tone: { readonly [name in Tone]: ToneSwatch };
  readonly font: {
    readonly display: string;
    readonly text: string;
  };
  readonly fontWeight: {
    readonly regular: string;
    readonly medium: string;
    readonly strong: string;
    readonly display: string;
  };
  /** Fluid type scale: each step is a CSS length, usually a clamp(). */
  readonly fontSize: {
    readonly xsmall: string;
    readonly small: string;
    readonly standard: string;
    readonly large: string;
    readonly h4: string;
    readonly h3: string;
    readonly h2: string;
    readonly h1: string;
    readonly hero: string;
  };
  /** Icon boxes; `inherit` icons follow the surrounding text instead. */
  readonly iconSize: {
    readonly small: string;
    readonly standard: string;
    readonly large: string;
    readonly xlarge: string;
  };
  /**
   * How large what a person presses is: the height (and, for square controls, the width) of
   * buttons, fields, tabs, chips and links, from small to large. WCAG 2.5.8 asks for 24 × 24 px
   * at least (tokens.test.ts holds every step to it); `standard` gives the 44 px of 2.5.5.
   */
  readonly targetSize: {
    /** 24 px at least: links in a list with room around them. */
    readonly minimum: string;
    /** Small buttons, and the close buttons in a panel's corner. */
    readonly compact: string;
    /** Toggle chips in a row: filters, view switches. */
    readonly chip: string;
    /** Buttons, fields, tabs, answers in a group, inline menu links, step controls. */
    readonly standard: string;
    /** Links of the stacked menu on narrow screens, one under another. */
    readonly menuItem: string;
    /** Large buttons. */
    readonly large: string;
  };
  readonly lineHeight: { readonly tight: string; readonly heading: string; readonly body: string };
  readonly letterSpacing: { readonly eyebrow: string; readonly heading: string };
  readonly space: {
    readonly xxsmall: string;
    readonly xsmall: string;
    readonly small: string;
    readonly medium: string;
    readonly large: string;
    readonly xlarge: string;
    readonly xxlarge: string;
    readonly gutter: string;
    readonly section: string;
  };
  readonly radius: {
    readonly small: string;
    readonly medium: string;
    readonly large: string;
    readonly full: string;
  };
  readonly shadow: { readonly small: string; readonly medium: string; readonly large: string };
  readonly motion: {
    readonly fast: string;
    readonly standard: string;
    readonly slow: string;
    readonly easing: string;
  };
  readonly layout: {
    readonly maxWidth: string;
    readonly proseWidth: string;
    readonly headerHeight: string;
  };
}

/**
 * Breakpoints are shared by every theme: media queries cannot read CSS variables, and a layout
 * that reflows at the same widths keeps stories and tests comparable across properties.
 */
export const breakpoints = { medium: 768, large: 1024, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const mq = {
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** The contract's values: the tokens without their name. */
export function tokensToVars(tokens: ThemeTokens): Omit<ThemeTokens, 'name'> {
  const { name: _name, ...values } = tokens;
  return values;
}
