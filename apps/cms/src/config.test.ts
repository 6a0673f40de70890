import { describe, expect, it } from 'vitest';
import { editorConfig } from './config.ts';
import type { EditorField } from './fields.ts';

const config = editorConfig({ localBackend: 'http://127.0.0.1:8081/api/v1' });
type Collection = (typeof config.collections)[number];
const collection = (name: string) => config.collections.find((each) => each.name === name);
const filesOf = (each?: Collection) => (each && 'files' in each ? each.files : []);
const fieldsOf = (collectionName: string, fileName?: string) => {
  const found = collection(collectionName);
  if (found && 'fields' in found) return found.fields;
  return filesOf(found).find((file) => file.name === fileName)?.fields ?? [];
};
const find = (fields: readonly EditorField[], name: string) =>
  fields.find((field) => field.name === name);

describe("the editor's configuration, made from the data files' schemas", () => {
  it('edits the working tree through the local backend, in the three languages', () => {
    expect(config.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' });
    expect(config.i18n).toEqual({
      structure: 'multiple_files',
      locales: ['en-GB', 'pt-PT', 'es-ES'],
      default_locale: 'en-GB',
    });
  });

  it('shows the preview pane beside every record', () => {
    for (const each of config.collections)
      expect(each.editor, each.name).toEqual({ preview: true });
  });

  it('keeps a record with words in its folder, a file for each language, to edit, not add to', () => {
    expect(collection('site-site')).toMatchObject({
      folder: 'packages/content/data/site',
      extension: 'json',
      format: 'alento-site-site',
      i18n: true,
      create: false,
      delete: false,
    });
  });

  it('edits a file with no words where the site reads it', () => {
    expect(filesOf(collection('prices-prices')).map((file) => file.file)).toEqual([
      'packages/content/data/prices/prices.json',
    ]);
  });

  it('labels every field in plain words, and gives a hint where one helps', () => {
    const all = (fields: readonly EditorField[]): EditorField[] =>
      fields.flatMap((field) => [field, ...all(field.fields ?? [])]);
    for (const each of config.collections)
      for (const field of all(
        'fields' in each ? each.fields : filesOf(each).flatMap((f) => f.fields),
      ))
        expect(field.label, `${each.name}: ${field.name}`).toMatch(/^[A-Z]/);
    expect(find(fieldsOf('site-site'), 'phone')).toMatchObject({
      label: 'Phone, as guests read it',
      hint: 'With the country code and spaces: +351 266 000 000',
      pattern: ['^\\+[\\d ]+$', 'Start with + and use digits and spaces'],
    });
  });

  it('marks the words, which each language translates; the rest is the same in all', () => {
    const site = fieldsOf('site-site');
    expect(find(site, 'tagline')?.i18n).toBe(true);
    expect(find(site, 'phone')?.i18n).toBeUndefined();
    const address = find(site, 'address');
    expect(address?.i18n).toBe(true);
    expect(find(address?.fields ?? [], 'streetAddress')?.i18n).toBe(true);
    expect(find(address?.fields ?? [], 'postalCode')?.i18n).toBeUndefined();
  });

  it('edits long prose as Markdown with a small toolbar: no headings, no images', () => {
    const groups = find(fieldsOf('faq-faq'), 'groups');
    const questions = find(groups?.fields ?? [], 'questions');
    expect(find(questions?.fields ?? [], 'answer')).toMatchObject({
      widget: 'markdown',
      i18n: true,
      buttons: ['bold', 'italic', 'link', 'bulleted-list'],
      editor_components: [],
      modes: ['rich_text', 'raw'],
    });
    expect(find(questions?.fields ?? [], 'question')?.widget).toBe('string');
  });

  it('asks for prices as numbers in euros, never below zero', () => {
    const journey = find(fieldsOf('prices-prices', 'prices'), 'thermalSanctuaryJourney');
    expect(find(journey?.fields ?? [], 'euros')).toMatchObject({
      widget: 'number',
      value_type: 'float',
      min: 0,
      step: 0.01,
      label: 'Price in euros',
    });
    expect(find(journey?.fields ?? [], 'hours')).toMatchObject({ widget: 'number', min: 0.25 });
  });

  it('keeps the two social profiles two', () => {
    expect(find(fieldsOf('site-site'), 'social')).toMatchObject({
      widget: 'list',
      allow_add: false,
    });
  });
});
