import { languages } from '@alento/content';
import { dataFiles } from '@alento/content/data';
import type { DataFile } from '@alento/content/data';
import { editorFields } from './fields.ts';

/**
 * The editor's configuration (Decap CMS), made from the data files' registry and their schemas:
 * one collection for each folder of `packages/content/data`, one entry for each file, the three
 * languages side by side where a file has words.
 */

/** Where the data files are, from the root of the repository the editor writes to. */
export const dataRoot = 'packages/content/data';

/** A collection's name in the editor, from its data file's (`menus/cafe/cafe` → `menus-cafe-cafe`). */
export const collectionName = (fileName: string) => fileName.replaceAll('/', '-');

export interface EditorOptions {
  /** The editor's local backend (`decap-server`), for `pnpm cms`; otherwise the git host's. */
  localBackend?: string;
  /** The git host's backend, for the resort's editor in production (see docs/content-editing.md). */
  backend?: { name: string; repo?: string; branch?: string; base_url?: string };
}

/**
 * A record with words is a collection over its folder, since Decap keeps a record's languages in
 * files of their own (`site.en-GB.json`, `site.pt-PT.json`) only for folders; the folder holds that
 * record alone, so the team edits it and cannot add or delete one. A file with no words is a
 * collection of one file. Each has a format of its own (`alento-<name>`, registered by the page
 * in admin/start.js) that writes the fields in the schema's order, so a save changes only the
 * lines that were edited.
 */
function collectionOf(file: DataFile) {
  const name = collectionName(file.name);
  const fields = editorFields(file.schema);
  const common = {
    name,
    label: file.label,
    description: file.description,
    format: `alento-${name}`,
    // The preview pane is on (admin/preview.js draws it): it says which pages show the record.
    editor: { preview: true },
  };
  if (!file.translated) {
    const base = file.name.split('/').pop() ?? file.name;
    return {
      ...common,
      files: [{ name: base, label: file.label, file: `${dataRoot}/${file.name}.json`, fields }],
    };
  }
  const title = fields.find((field) => field.widget === 'string' && !field.i18n);
  return {
    ...common,
    folder: `${dataRoot}/${file.name.split('/').slice(0, -1).join('/')}`,
    extension: 'json',
    create: false,
    delete: false,
    i18n: true,
    ...(title ? { identifier_field: title.name } : {}),
    summary: file.label,
    fields,
  };
}

export function editorConfig(options: EditorOptions = {}) {
  return {
    backend: options.backend ?? { name: 'git-gateway', branch: 'main' },
    ...(options.localBackend ? { local_backend: { url: options.localBackend } } : {}),
    // Nothing is published by the editor itself: a save is a commit, and the site is built from it.
    publish_mode: 'simple',
    media_folder: 'packages/content/media',
    public_folder: '/media',
    locale: 'en',
    i18n: {
      structure: 'multiple_files',
      locales: languages.map((language) => language.locale),
      default_locale: languages[0].locale,
    },
    collections: dataFiles.map(collectionOf),
  };
}
