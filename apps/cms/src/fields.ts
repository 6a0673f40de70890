import * as v from 'valibot';
import { isWords } from '@alento/content/model';

/**
 * The editor's fields, read off the schemas that check the data files: a field's label is its
 * schema's title, its hint the description, its limits the schema's own, and whether it is
 * translated its `words` mark. So the editor, the build's check and the translators' files can
 * never disagree about a field.
 */

/** A field as Decap CMS's configuration describes it. */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  i18n?: boolean;
  fields?: EditorField[];
  field?: EditorField;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  collapsed?: boolean;
  allow_add?: boolean;
  summary?: string;
  label_singular?: string;
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
}

interface Node {
  readonly type: string;
  readonly kind: string;
  readonly entries?: Record<string, Node>;
  readonly item?: Node;
  readonly items?: readonly Node[];
  readonly wrapped?: Node;
  readonly options?: readonly unknown[];
  readonly pipe?: readonly Action[];
}

interface Action {
  readonly kind: string;
  readonly type: string;
  readonly requirement?: unknown;
  readonly message?: unknown;
  readonly pipe?: readonly Action[];
}

/** Every validation action of a schema, including those of the schemas it pipes. */
function actions(node: Node | Action): Action[] {
  return (node.pipe ?? []).flatMap((item) =>
    item.kind === 'schema' ? (item === node ? [] : actions(item)) : [item],
  );
}

const requirement = (node: Node, type: string) =>
  actions(node).find((action) => action.type === type)?.requirement;

/** A name as a label, where a schema gives no title: `phoneE164` → "Phone e164". */
function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a field is or holds words, so it has a value in every language. */
function holdsWords(node: Node): boolean {
  if (isWords(node as unknown as v.GenericSchema)) return true;
  if (node.entries) return Object.values(node.entries).some(holdsWords);
  if (node.item) return holdsWords(node.item);
  if (node.items) return node.items.some(holdsWords);
  if (node.wrapped) return holdsWords(node.wrapped);
  return false;
}

/** The editor's field for a schema. */
export function editorField(name: string, schema: v.GenericSchema): EditorField {
  let node = schema as unknown as Node;
  let required = true;
  while ((node.type === 'optional' || node.type === 'exact_optional') && node.wrapped) {
    node = node.wrapped;
    required = false;
  }
  const title = v.getTitle(node as unknown as v.SchemaWithPipe<[v.GenericSchema]>);
  const hint = v.getDescription(node as unknown as v.SchemaWithPipe<[v.GenericSchema]>);
  const field: EditorField = { name, label: title ?? labelOf(name), widget: 'string' };
  if (hint) field.hint = hint;
  if (!required) field.required = false;
  if (holdsWords(node)) field.i18n = true;

  if (node.entries) {
    field.widget = 'object';
    field.collapsed = false;
    field.fields = Object.entries(node.entries).map(([key, entry]) =>
      editorField(key, entry as unknown as v.GenericSchema),
    );
  } else if (node.type === 'array' && node.item?.type === 'picklist' && node.item.options) {
    // A few fixed choices, any number of them: the dietary marks of a dish.
    field.widget = 'select';
    field.multiple = true;
    field.options = node.item.options.map(String);
    field.required = false;
  } else if (node.type === 'array' && node.item) {
    field.widget = 'list';
    const item = editorField('item', node.item as unknown as v.GenericSchema);
    if (item.fields) {
      field.fields = item.fields;
      field.collapsed = true;
      // A closed item shows its words: the question, the heading.
      const title = item.fields.find((each) => each.i18n && !each.fields && !each.field);
      if (title) field.summary = `{{fields.${title.name}}}`;
    } else {
      field.field = { ...item, label: field.label };
    }
    const singular = (
      v.getMetadata(node as unknown as v.SchemaWithPipe<[v.GenericSchema]>) as {
        item?: string;
      }
    ).item;
    if (singular) field.label_singular = singular;
    // Lists whose length the schema fixes, and lists that a translation mirrors, keep their
    // items: only the first language's file decides what a list holds.
    const length = requirement(node, 'length');
    if (length !== undefined) field.allow_add = false;
  } else if (node.type === 'number') {
    field.widget = 'number';
    const integer = actions(node).some((action) => action.type === 'integer');
    field.value_type = integer ? 'int' : 'float';
    const min = requirement(node, 'min_value');
    const max = requirement(node, 'max_value');
    if (typeof min === 'number') field.min = min;
    if (typeof max === 'number') field.max = max;
    const step = (
      v.getMetadata(node as unknown as v.SchemaWithPipe<[v.GenericSchema]>) as {
        step?: number;
      }
    ).step;
    field.step = step ?? (integer ? 1 : 0.01);
  } else if (node.type === 'boolean') {
    field.widget = 'boolean';
  } else if (node.type === 'picklist' && node.options) {
    field.widget = 'select';
    field.options = node.options.map(String);
  } else if (node.type === 'string') {
    const fixed = (
      v.getMetadata(node as unknown as v.SchemaWithPipe<[v.GenericSchema]>) as {
        fixed?: boolean;
      }
    ).fixed;
    // An id keeps its value once set (admin/start.js draws it as text); a new item gets one.
    if (fixed) field.widget = 'id';
    const regex = actions(node).find((action) => action.type === 'regex');
    if (regex?.requirement instanceof RegExp)
      field.pattern = [regex.requirement.source, String(regex.message ?? 'Check the format')];
    const maxLength = requirement(node, 'max_length');
    const prose = (
      v.getMetadata(node as unknown as v.SchemaWithPipe<[v.GenericSchema]>) as {
        prose?: boolean;
      }
    ).prose;
    if (prose) {
      // Only what the pages show: the data check refuses headings, images and the rest.
      field.widget = 'markdown';
      field.buttons = ['bold', 'italic', 'link', 'bulleted-list'];
      field.editor_components = [];
      field.modes = ['rich_text', 'raw'];
    } else if (typeof maxLength === 'number' && maxLength > 160) field.widget = 'text';
  }
  return field;
}

/** The fields of a record: one for each entry of its schema. */
export function editorFields(schema: v.GenericSchema): EditorField[] {
  const node = schema as unknown as Node;
  if (!node.entries) throw new Error('A data file holds a record: its schema must be an object');
  return Object.entries(node.entries).map(([key, entry]) =>
    editorField(key, entry as unknown as v.GenericSchema),
  );
}
