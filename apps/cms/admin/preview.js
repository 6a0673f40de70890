// The preview pane: each record drawn in the site's look (preview/style.css, written from the
// theme), its words laid out as a page lays them out, its prices written by the site's own
// formatter, its pictures from the catalogue with their alt text, and at the top the pages that
// show it. It is a sketch of the record, not a page: the rebuilt site is the final check.
import { formatEuros } from './preview/content/model/format.js';

const { h, createClass } = window;
const base = new URL('.', document.baseURI);
const facts = await (await fetch(new URL('preview/data.json', base))).json();
const mediaKeys = new Set(facts.mediaKeys);
const firstLocale = facts.languages[0].locale;
const languageOf = (locale) =>
  facts.languages.find((each) => each.locale === locale) ?? facts.languages[0];

// The names the content package gives pictures (`image`, `heroImage`, …), as its media check reads them.
const mediaProperty = /^(image|images|media|photo|photos|picture|hero|background)$|(Image|Media)$/;
const headingName = /^(heading|title|name|question|headline)$|(Heading|Title)$/;
const eyebrowName = /^(eyebrow|kicker|overline)$|Eyebrow$/;

/** A page's address in a language, on the published site. */
function pageLink(path, locale) {
  const { prefix } = languageOf(locale);
  const shown = `${prefix}${path}`;
  return h('a', { href: new URL(shown, facts.origin).href }, shown);
}

/** Where a link of the site leads, on the published site in the language shown. */
function addressOf(href, ctx) {
  if (!String(href).startsWith('/')) return href;
  return new URL(`${languageOf(ctx.locale ?? firstLocale).prefix}${href}`, facts.origin).href;
}

/** Which pages show the record: so an edit to a shared record is seen for what it touches. */
function ShownOn({ record, locale, translated, placeholders }) {
  const pages = record?.pages ?? [];
  const links = pages.flatMap((path, index) => [
    index > 0 ? ', ' : '',
    path === facts.noPagePath ? h('span', { key: path }, 'any address with no page (') : null,
    h('span', { key: `${path}-link` }, pageLink(path, locale)),
    path === facts.noPagePath ? ')' : null,
  ]);
  const others = facts.languages.filter((each) => each.locale !== locale);
  return h(
    'aside',
    { className: 'shown-on', 'aria-label': 'Where this is shown' },
    pages.length === 0
      ? h(
          'p',
          null,
          'No page holds these words as it first opens: they show after a guest acts (a choice, a form sent), to search engines, or outside the pages. Where: ',
          record?.description ?? '',
        )
      : pages.length > 12
        ? h(
            'details',
            null,
            h(
              'summary',
              null,
              `Shown on ${pages.length} pages${pages.length === facts.pageCount ? ': every page' : ''}`,
            ),
            h('p', null, ...links),
          )
        : h('p', null, 'Shown on ', ...links),
    !translated && pages.length > 0
      ? h(
          'p',
          { className: 'muted' },
          `The same in every language: under ${others.map((each) => each.prefix).join(' and ')} too.`,
        )
      : null,
    placeholders
      ? h(
          'p',
          { className: 'muted' },
          'Words in braces, such as {opens}, are filled in by the page with the site’s figures.',
        )
      : null,
    h(
      'p',
      { className: 'muted' },
      'A sketch in the site’s look, not the page itself: the rebuilt site is the final check.',
    ),
  );
}

/** `{opens}` is filled in by the page from the site's figures; the preview marks where. */
function withPlaceholders(text) {
  return String(text)
    .split(/(\{[A-Za-z][\w]*\})/)
    .map((part, index) =>
      /^\{[A-Za-z][\w]*\}$/.test(part)
        ? h('span', { key: index, className: 'placeholder', title: 'Filled in by the page' }, part)
        : part,
    );
}

/** Bold, italics and links within a line of Markdown, as elements (never as HTML). */
function inline(text, ctx) {
  const out = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*]+)\*|_([^_]+)_/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push(...withPlaceholders(text.slice(last, match.index)));
    const [, linkText, href, bold1, bold2, italic1, italic2] = match;
    if (linkText !== undefined) {
      out.push(
        h('a', { key: match.index, href: addressOf(href, ctx) }, withPlaceholders(linkText)),
      );
    } else if (bold1 ?? bold2)
      out.push(h('strong', { key: match.index }, withPlaceholders(bold1 ?? bold2)));
    else out.push(h('em', { key: match.index }, withPlaceholders(italic1 ?? italic2)));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(...withPlaceholders(text.slice(last)));
  return out;
}

/** The Markdown the editor allows: paragraphs, bulleted lists, bold, italics, links. */
function markdown(text, ctx) {
  return String(text)
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
    .map((block, index) => {
      const lines = block.split('\n').filter((line) => line.trim());
      if (lines.every((line) => /^\s*[-*+] /.test(line)))
        return h(
          'ul',
          { key: index },
          lines.map((line, item) =>
            h('li', { key: item }, inline(line.replace(/^\s*[-*+] /, ''), ctx)),
          ),
        );
      return h('p', { key: index }, inline(lines.join(' '), ctx));
    });
}

function picture(key, ctx, caption) {
  const alt = ctx.alt?.[key] ?? facts.alt[ctx.locale ?? firstLocale]?.[key] ?? '';
  return h(
    'figure',
    { key },
    h('img', { src: new URL(`preview/art/${key}.svg`, base).href, alt, width: 640, height: 400 }),
    h('figcaption', null, caption ?? `Alt text: ${alt || 'none yet'} (${key})`),
  );
}

/** A figure in every language where the record is the same in all, else in the one shown. */
function figure(write, ctx) {
  if (ctx.locale) return h('span', { className: 'price', lang: ctx.locale }, write(ctx.locale));
  return h(
    'span',
    { className: 'prices' },
    facts.languages.map(({ locale, name }) =>
      h(
        'span',
        { key: locale, lang: locale },
        h('span', { className: 'muted' }, `${name} `),
        h('span', { className: 'price' }, write(locale)),
      ),
    ),
  );
}

const hoursIn = (hours, locale) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours);

function heading(level, children, key) {
  return h(`h${Math.min(Math.max(level, 2), 6)}`, { key }, children);
}

/** The editor's name for a part of the record, set apart from the words a guest reads. */
const fieldLabel = (label) => h('p', { className: 'field-label' }, label);

/**
 * A call to action or a link (its words and where it leads, with perhaps a few words for screen
 * readers), drawn as the link a guest follows; anything else is not one.
 */
function asLink(fields, value, key, ctx) {
  if (!fields || !value || typeof value !== 'object') return null;
  const text = fields.find((each) => each.i18n && each.widget === 'string');
  const target = fields.find((each) => /^(href|path|page|to)$/.test(each.name));
  if (!text || !target || fields.length > 3 || typeof value[target.name] !== 'string') return null;
  const about = fields.find((each) => each.name === 'about');
  return h(
    'p',
    { key },
    h(
      'a',
      { className: 'action', href: addressOf(value[target.name], ctx) },
      withPlaceholders(value[text.name]),
      about && value.about ? h('span', { className: 'muted' }, ` (${value.about})`) : null,
    ),
  );
}

/**
 * A field as a page shows it. `level` is the level of a heading among its fields, `inner` the
 * level of the headings of the parts it holds: one deeper where its fields have a heading, so no
 * level is skipped. Only the record's own parts name a region, which keeps the names unique.
 */
function renderField(field, value, level, inner, ctx) {
  if (value === undefined || value === null || value === '') return null;
  const key = field.name;
  if (mediaKeys.has(field.name) && value && typeof value === 'object') {
    // A set of pictures' words: the picture with the words the team is writing for it.
    return picture(field.name, { ...ctx, alt: { [field.name]: value.alt } }, value.caption);
  }
  if (mediaProperty.test(field.name)) {
    const keys = (Array.isArray(value) ? value : [value]).filter((each) => mediaKeys.has(each));
    if (keys.length > 0)
      return h(
        'div',
        { key },
        keys.map((each) => picture(each, ctx)),
      );
  }
  switch (field.widget) {
    case 'object':
      return (
        asLink(field.fields, value, key, ctx) ??
        h(
          'section',
          { key, 'aria-label': ctx.top ? field.label : undefined },
          fieldLabel(field.label),
          renderFields(field.fields ?? [], value, inner, ctx),
        )
      );
    case 'list': {
      const items = Array.isArray(value) ? value : [];
      if (field.fields)
        return h(
          'section',
          { key, 'aria-label': ctx.top ? field.label : undefined },
          fieldLabel(field.label),
          items.map(
            (item, index) =>
              asLink(field.fields, item, index, ctx) ??
              h('article', { key: index }, renderFields(field.fields, item, inner, ctx)),
          ),
        );
      return h(
        'div',
        { key },
        fieldLabel(field.label),
        h(
          'ul',
          null,
          items.map((item, index) =>
            h(
              'li',
              { key: index },
              field.field?.fields && item && typeof item === 'object'
                ? renderFields(field.field.fields, item, inner, ctx)
                : withPlaceholders(item),
            ),
          ),
        ),
      );
    }
    case 'markdown':
      return h('div', { key }, markdown(value, ctx));
    case 'number':
      if (field.name === 'euros' || /price/i.test(field.name))
        return h(
          'p',
          { key },
          figure((locale) => formatEuros(Number(value), locale), ctx),
        );
      if (field.name === 'hours')
        return h(
          'p',
          { key },
          figure((locale) => hoursIn(Number(value), locale), ctx),
        );
      return h(
        'p',
        { key },
        h('span', { className: 'muted' }, `${field.label}: `),
        new Intl.NumberFormat(ctx.locale ?? firstLocale).format(Number(value)),
      );
    case 'boolean':
      return h('p', { key, className: 'muted' }, `${field.label}: ${value ? 'yes' : 'no'}`);
    case 'id':
      return null;
    case 'select':
      return h(
        'p',
        { key, className: 'muted' },
        `${field.label}: ${Array.isArray(value) ? value.join(', ') : value}`,
      );
    default:
      if (eyebrowName.test(field.name))
        return h('p', { key, className: 'eyebrow' }, withPlaceholders(value));
      if (isHeading(field, value)) return heading(level, withPlaceholders(value), key);
      if (!field.i18n) {
        const shown = String(value).startsWith('/')
          ? h('a', { href: addressOf(value, ctx) }, value)
          : String(value);
        return h('p', { key, className: 'muted' }, `${field.label}: `, shown);
      }
      return h('p', { key }, withPlaceholders(value));
  }
}

const isHeading = (field, value) =>
  headingName.test(field.name) && field.i18n && typeof value === 'string' && value !== '';

function renderFields(fields, value, level, ctx, top = false) {
  if (!value || typeof value !== 'object') return null;
  const inner = fields.some((field) => isHeading(field, value[field.name])) ? level + 1 : level;
  return fields.map((field) =>
    renderField(field, value[field.name], level, inner, { ...ctx, top }),
  );
}

/** A translation with the first language's record under it: figures, links and ids are kept there. */
function joined(first, words) {
  if (Array.isArray(first))
    return first.map((item, index) =>
      joined(item, Array.isArray(words) ? words[index] : undefined),
    );
  if (first && typeof first === 'object') {
    const out = { ...first };
    for (const [key, item] of Object.entries(words ?? {})) out[key] = joined(first[key], item);
    return out;
  }
  return words ?? first;
}

/** The first language's record of each entry, as last drawn, for the previews in other languages. */
const firstRecords = new Map();

export function registerPreviews(config) {
  window.CMS.registerPreviewStyle(new URL('preview/style.css', base).href);
  for (const collection of config.collections) {
    const fields = collection.fields ?? collection.files[0].fields;
    const record = facts.records[collection.name];
    const translated = Boolean(collection.i18n);
    const Preview = createClass({
      getInitialState() {
        return { first: firstRecords.get(collection.name) };
      },
      componentDidMount() {
        this.describe();
      },
      componentDidUpdate() {
        this.describe();
      },
      // The preview's frame says its language and, to a screen reader, what it is.
      describe() {
        const locale = this.locale() ?? firstLocale;
        const frame = this.props.document;
        if (frame) {
          frame.documentElement.lang = locale;
          frame.title = `Preview: ${collection.label}, in ${languageOf(locale).name}`;
        }
        this.props.window?.frameElement?.setAttribute(
          'title',
          `Preview: ${collection.label}, in ${languageOf(locale).name}`,
        );
      },
      locale() {
        return translated ? (this.props.locale ?? firstLocale) : null;
      },
      render() {
        const locale = this.locale();
        let data = this.props.entry.get('data')?.toJS() ?? {};
        if (!translated || locale === firstLocale) firstRecords.set(collection.name, data);
        else {
          const first = firstRecords.get(collection.name) ?? this.state.first;
          if (!first && !this.loading) {
            // Opened in another language first: the saved first language fills in the figures.
            this.loading = fetch(new URL(`preview/record/${collection.name}.json`, base))
              .then((response) => (response.ok ? response.json() : undefined))
              .then((saved) => saved && this.setState({ first: saved }));
          }
          data = joined(first ?? {}, data);
        }
        return h(
          'main',
          { lang: locale ?? firstLocale },
          h(ShownOn, {
            record,
            locale: locale ?? firstLocale,
            translated,
            placeholders: /\{[A-Za-z]\w*\}/.test(JSON.stringify(data)),
          }),
          h('p', { className: 'eyebrow' }, languageOf(locale ?? firstLocale).name),
          h('h1', null, collection.label),
          renderFields(fields, data, 2, { locale }, true),
        );
      },
    });
    // Decap looks a preview up by the file's name in a collection of files.
    window.CMS.registerPreviewTemplate(collection.files?.[0].name ?? collection.name, Preview);
  }
}
