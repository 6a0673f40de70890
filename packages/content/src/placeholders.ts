/**
 * Fills a sentence's placeholders (`{opens}`) with figures a module has written in the page's
 * language. The data check allows only the placeholders a record's schema names, so a name
 * missing here is a mistake in code, and says which.
 */
export function fillPlaceholders(
  sentence: string,
  figures: Readonly<Record<string, string>>,
): string {
  return sentence.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const figure = figures[name];
    if (figure === undefined)
      throw new Error(
        `"${sentence}" names {${name}}, which is not among ${Object.keys(figures).join(', ')}`,
      );
    return figure;
  });
}
