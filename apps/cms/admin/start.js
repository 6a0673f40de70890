// The editor's configuration is made from the data files' schemas by the server (src/config.ts),
// so it is fetched rather than written here.
const config = await (await fetch('config.json')).json();
const { registerPreviews } = await import('./preview.js');

/** A record with its fields in the schema's order, at every depth; unknown keys keep theirs. */
function ordered(value, fields) {
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields));
  if (!fields || value === null || typeof value !== 'object') return value;
  const out = {};
  for (const field of fields) {
    if (!(field.name in value)) continue;
    // An optional field left empty is left out, as the data files write it.
    if (field.required === false && (value[field.name] === '' || value[field.name] === null))
      continue;
    out[field.name] = ordered(value[field.name], field.fields ?? (field.field && [field.field]));
  }
  for (const [key, item] of Object.entries(value)) if (!(key in out)) out[key] = item;
  return out;
}

// An id is part of an address other pages may link to: once set, it is shown, not edited.
const { createClass, h } = window;
window.CMS.registerWidget(
  'id',
  createClass({
    render() {
      const { value, onChange, forID, classNameWrapper } = this.props;
      this.fixed ??= Boolean(value);
      if (this.fixed) return h('output', { id: forID, className: classNameWrapper }, value);
      return h('input', {
        id: forID,
        className: classNameWrapper,
        value: value ?? '',
        pattern: '[a-z0-9]+(-[a-z0-9]+)*',
        onChange: (event) => onChange(event.target.value),
      });
    },
  }),
);

// Decap writes JSON in whatever order its records keep keys; each data file's format writes them
// in the order of its schema, as the files are kept, so a save changes only what was edited.
for (const collection of config.collections) {
  const fields = collection.fields ?? collection.files[0].fields;
  window.CMS.registerCustomFormat(collection.format, 'json', {
    fromFile: (text) => JSON.parse(text),
    toFile: (data) => JSON.stringify(ordered(data, fields), null, 2),
  });
}

/**
 * The label of every required field with words that is empty in a translation, and of every list
 * whose items are not the first language's, one for one.
 */
function emptyWords(fields, value, first, trail = []) {
  return fields.flatMap((field) => {
    if (!field.i18n || field.required === false) return [];
    const item = value?.[field.name];
    const original = first?.[field.name];
    const label = [...trail, field.label].join(' › ');
    if (Array.isArray(original) && (!Array.isArray(item) || item.length !== original.length))
      return [
        `${label} (${original.length} in the first language, ${Array.isArray(item) ? item.length : 0} here)`,
      ];
    if (field.fields && Array.isArray(item)) {
      // An item is named by its words in the first language ("Payments and Cancellation").
      const title = field.fields.find((each) => each.i18n && !each.fields && !each.field);
      return item.flatMap((each, index) =>
        emptyWords(field.fields, each, original?.[index], [
          ...trail,
          (title && original?.[index]?.[title.name]) || `${field.label} ${index + 1}`,
        ]),
      );
    }
    if (field.fields) return emptyWords(field.fields, item, original, [...trail, field.label]);
    if (Array.isArray(item)) return item.some((each) => !String(each).trim()) ? [label] : [];
    return typeof item === 'string' && item.trim() ? [] : [label];
  });
}

// Decap checks required fields in the first language only; a translation left empty would reach
// the site's build and stop it there. It is refused here instead, with the field named.
const languageName = new Intl.DisplayNames(['en'], { type: 'language' });
window.CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const collection = config.collections.find((each) => each.name === entry.get('collection'));
    if (!collection?.i18n) return entry.get('data');
    for (const locale of config.i18n.locales.slice(1)) {
      const words = entry.getIn(['i18n', locale, 'data'])?.toJS() ?? {};
      const empty = emptyWords(collection.fields, words, entry.get('data').toJS());
      if (empty.length > 0)
        throw new Error(
          `The ${languageName.of(locale)} words are not all written: ${empty.join(', ')}. Write them, or fill them in from another language, then publish.`,
        );
    }
    return entry.get('data');
  },
});

registerPreviews(config);

window.CMS.init({ config: { load_config_file: false, ...config } });
