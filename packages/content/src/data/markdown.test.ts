import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fillProse, proseText } from '../prose-blocks.ts';
import { problemLines } from '../model/data.ts';
import { dataFile } from './files.ts';
import { markdownProblem, parseMarkdown, parsedRecord } from './markdown.ts';
import { readData, readRecord } from './read.ts';
import { markdown } from './schemas/prose.ts';

describe('Markdown in the data files', () => {
  it('parses paragraphs, bulleted lists, bold, italics and links into blocks', () => {
    expect(
      parseMarkdown(
        'Open at **{opens}**, *every* day.\n\n- [Directions](/location/directions)\n- A robe',
      ),
    ).toEqual({
      prose: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'Open at ' },
            { type: 'strong', children: [{ type: 'text', value: '{opens}' }] },
            { type: 'text', value: ', ' },
            { type: 'emphasis', children: [{ type: 'text', value: 'every' }] },
            { type: 'text', value: ' day.' },
          ],
        },
        {
          type: 'list',
          items: [
            [
              {
                type: 'link',
                href: '/location/directions',
                children: [{ type: 'text', value: 'Directions' }],
              },
            ],
            [{ type: 'text', value: 'A robe' }],
          ],
        },
      ],
    });
  });

  it('refuses what the pages do not show, naming it', () => {
    expect(markdownProblem('# Rules')).toBe(
      'Write paragraphs, lists, bold, italics and links only, found a heading',
    );
    expect(markdownProblem('![A pool](/pool.jpg)')).toMatch(/found an image$/);
    expect(markdownProblem('<b>Hi</b>')).toMatch(/found HTML$/);
    expect(markdownProblem('1. One\n2. Two')).toMatch(/found a numbered list$/);
    expect(markdownProblem('Plain words, *marked*.')).toBeUndefined();
  });

  it('tells the team in one line, in the data check', () => {
    const schema = v.object({ text: markdown('Text', 'What it says', 200) });
    const result = v.safeParse(schema, { text: 'Fine.\n\n## A heading' });
    expect(result.success).toBe(false);
    expect(problemLines('data/x.en-GB.json', result.issues ?? [])).toEqual([
      'data/x.en-GB.json: text: Write paragraphs, lists, bold, italics and links only, found a heading',
    ]);
  });

  it('fills placeholders in the text parts and reads back as plain words', () => {
    const parsed = parseMarkdown('From **{opens}** to {closes}.');
    if (!('prose' in parsed)) throw new Error('not parsed');
    const filled = fillProse(parsed.prose, { opens: '08:00', closes: '22:00' });
    expect(proseText(filled)).toBe('From 08:00 to 22:00.');
  });

  it('serves a record with its Markdown parsed, and keeps the Markdown for the translators', () => {
    const faq = dataFile('faq/faq');
    const raw = readData(faq, 'pt-PT') as { groups: { questions: { answer: unknown }[] }[] };
    expect(typeof raw.groups[0]?.questions[0]?.answer).toBe('string');
    const parsed = readRecord(faq, 'pt-PT') as typeof raw;
    expect(parsed.groups[0]?.questions[0]?.answer).toEqual([
      { type: 'paragraph', children: [expect.objectContaining({ type: 'text' })] },
    ]);
    const site = dataFile('site/site');
    expect(parsedRecord(site, readData(site))).toEqual(readData(site));
  });
});
