import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataFile } from './data/files.ts';
import { checkDataFile, dataDir, readData } from './data/read.ts';
import { formMessagesEn, formMessagesEsES, formMessagesPtPT } from './form-messages.ts';
import { placeholderNames } from './placeholders.ts';

const file = dataFile('form-messages/form-messages');

/** Every message of a record with its place: `contact.firstName.required`. */
const messagesOf = (record: unknown, place = ''): [string, string][] =>
  typeof record === 'string'
    ? [[place, record]]
    : Object.entries(record as Record<string, unknown>).flatMap(([key, value]) =>
        messagesOf(value, place ? `${place}.${key}` : key),
      );

describe('the forms’ messages', () => {
  it('are the data files’ words in each language', () => {
    expect(formMessagesEn).toEqual(readData(file));
    expect(formMessagesPtPT).toEqual(readData(file, 'pt-PT'));
    expect(formMessagesEsES).toEqual(readData(file, 'es-ES'));
  });

  it('name every limit by placeholder in every language, the same ones as the English', () => {
    const english = new Map(messagesOf(formMessagesEn));
    for (const language of [formMessagesPtPT, formMessagesEsES])
      for (const [place, message] of messagesOf(language)) {
        expect(message, place).not.toMatch(/\d/);
        expect(placeholderNames(message).sort(), place).toEqual(
          placeholderNames(english.get(place) ?? '').sort(),
        );
      }
  });
});

describe('a form message broken by hand', () => {
  let dir = '';
  beforeEach(() => {
    dir = `${mkdtempSync(join(tmpdir(), 'alento-form-messages-'))}/`;
    cpSync(dataDir, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const edit = (locale: string, change: (json: typeof formMessagesEn) => void) => {
    const path = `${dir}form-messages/form-messages.${locale}.json`;
    const json = JSON.parse(readFileSync(path, 'utf8')) as typeof formMessagesEn;
    change(json);
    writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
  };

  it('is named by its key and the English it stands for when a translation is missing', () => {
    edit('pt-PT', (json) => {
      delete (json.request as Partial<typeof json.request>).reach;
    });
    expect(checkDataFile(file, 'pt-PT', dir).problems).toEqual([
      `${dir}form-messages/form-messages.pt-PT.json: request.reach: no translation of "Please give an e-mail address or a phone number"`,
    ]);
  });

  it('refuses a limit typed as a number, or a placeholder left out', () => {
    edit('en-GB', (json) => {
      json.contact.subject.tooLong = 'Subject must be less than 200 characters';
      json.request.outOfBounds = '{label} must be between {min} and eight';
    });
    expect(checkDataFile(file, 'en-GB', dir).problems).toEqual([
      `${dir}form-messages/form-messages.en-GB.json: contact.subject.tooLong: Write a figure as its placeholder, such as {max}: the forms’ limits are set once, with the site’s figures, found "Subject must be less than 200 characters"`,
      `${dir}form-messages/form-messages.en-GB.json: contact.subject.tooLong: Keep every placeholder: {max}, found "Subject must be less than 200 characters"`,
      `${dir}form-messages/form-messages.en-GB.json: request.outOfBounds: Keep every placeholder: {label}, {min}, {max}, found "{label} must be between {min} and eight"`,
    ]);
  });
});
