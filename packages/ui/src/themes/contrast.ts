/**
 * WCAG 2.x contrast between two opaque sRGB colours written as #rrggbb or #rgb. Pure, so the
 * theme test can check every pair a theme promises without a browser.
 */
export function relativeLuminance(hex: string): number {
  const match = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not an opaque hex colour: ${hex}`);
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
