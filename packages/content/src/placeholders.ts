/**
 * Sentences with figures, in the subset of ICU MessageFormat the content uses: `{opens}` is a
 * figure a module has written in the page's language, and
 * `{count, plural, one {# place} other {# places}}` chooses the words for a number by the
 * language's plural rules (`=0 {…}` for an exact number), `#` being the number written in the
 * page's language. The data check allows only the placeholders a record's schema names, so a
 * name missing here is a mistake in code, and says which.
 */

type Part =
  | string
  | { readonly name: string }
  | { readonly name: string; readonly forms: Readonly<Record<string, readonly Part[]>> };

/** Reads a message into its parts; throws on braces that do not pair or a form with no words. */
function parse(message: string): Part[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`"${message}": ${what} at character ${String(at + 1)}`);
  };
  const parts = (nested: boolean): Part[] => {
    const out: Part[] = [];
    let text = '';
    while (at < message.length) {
      const char = message.charAt(at);
      if (char === '}') {
        if (!nested) fail('a closing brace with no opening one');
        break;
      }
      if (char !== '{') {
        text += char;
        at += 1;
        continue;
      }
      if (text) out.push(text);
      text = '';
      at += 1;
      out.push(argument());
    }
    if (text) out.push(text);
    return out;
  };
  const argument = (): Part => {
    const close = message.indexOf('}', at);
    const comma = message.indexOf(',', at);
    if (close < 0) fail('an opening brace with no closing one');
    if (comma < 0 || comma > close) {
      const name = message.slice(at, close).trim();
      if (!/^[A-Za-z]\w*$/.test(name)) fail(`"{${name}}" is not a placeholder's name`);
      at = close + 1;
      return { name };
    }
    const head = /^\s*([A-Za-z]\w*)\s*,\s*plural\s*,/.exec(message.slice(at));
    if (!head) return fail('a placeholder that is neither {name} nor {name, plural, …}');
    at += head[0].length;
    const forms: Record<string, Part[]> = {};
    for (;;) {
      const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(message.slice(at));
      if (!selector) break;
      at += selector[0].length;
      forms[selector[1] ?? ''] = parts(true);
      if (message.charAt(at) !== '}') fail('a plural form with no closing brace');
      at += 1;
    }
    if (!forms.other) fail(`{${head[1] ?? ''}, plural, …} has no "other {…}" form`);
    if (!/^\s*\}/.test(message.slice(at))) fail('a plural with no closing brace');
    at = message.indexOf('}', at) + 1;
    return { name: head[1] ?? '', forms };
  };
  return parts(false);
}

/** The names of a message's placeholders (`opens`, `count`), each once. */
export function placeholderNames(message: string): string[] {
  const names = new Set<string>();
  const visit = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string') continue;
      names.add(part.name);
      if ('forms' in part) Object.values(part.forms).forEach(visit);
    }
  };
  visit(parse(message));
  return [...names];
}

/** Whether a message's braces read as placeholders; the problem, if not. */
export function placeholderProblem(message: string): string | undefined {
  try {
    parse(message);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Fills a message's placeholders: a string figure as it is, a number written in the locale's
 * way (or by `writeNumber`, for a caller with a grouping of its own); a plural placeholder takes
 * a number.
 */
export function fillPlaceholders(
  message: string,
  figures: Readonly<Record<string, string | number>>,
  locale = 'en-GB',
  writeNumber: (value: number) => string = (value) => new Intl.NumberFormat(locale).format(value),
): string {
  const write = (parts: readonly Part[], count?: number): string =>
    parts
      .map((part) => {
        if (typeof part === 'string')
          return count === undefined || !part.includes('#')
            ? part
            : part.replace(/#/g, writeNumber(count));
        const figure = figures[part.name];
        if (figure === undefined)
          throw new Error(
            `"${message}" names {${part.name}}, which is not among ${Object.keys(figures).join(', ')}`,
          );
        if (!('forms' in part)) return typeof figure === 'number' ? writeNumber(figure) : figure;
        if (typeof figure !== 'number')
          throw new Error(`"${message}" counts {${part.name}}, which needs a number`);
        const form =
          part.forms[`=${String(figure)}`] ??
          part.forms[new Intl.PluralRules(locale).select(figure)] ??
          part.forms.other ??
          [];
        return write(form, figure);
      })
      .join('');
  return write(parse(message));
}

/** Whether a placeholder opens the message or one of its sentences, where a word takes a capital. */
export function opensSentence(message: string, name: string): boolean {
  return new RegExp(`(^|[.!?]\\s+)\\{${name}\\}`).test(message);
}
