import { carriedJourneyLines, requestPageFor, siteConfig } from '@alento/content';
import {
  defaultAnswers,
  journeyFromSearch,
  journeyToSearch,
  recommendJourney,
} from '@alento/content';
import { describe, expect, it } from 'vitest';
import {
  composeRequest,
  formatRequestDate,
  mailtoRequestUrl,
  whatsAppRequestUrl,
} from './request-message.ts';
import { validationEn } from './messages/catalogues.ts';

const stay = requestPageFor('/booking/accommodations');
const values = {
  stay: 'garden-villas',
  arrival: '2026-12-01',
  departure: '2026-12-04',
  adults: '2',
  children: '1',
  name: 'Zoë O’Brien',
  email: 'zoe@example.com',
  phone: '',
  notes: 'Vegetarian & early check-in? 100% please',
};

const expectedText = [
  'Hello Alento team,',
  '',
  'I would like to request a stay.',
  '',
  'Accommodation: Garden Villas',
  'Arrival date: Tuesday 1 December 2026',
  'Departure date: Friday 4 December 2026',
  'Adults: 2',
  'Children: 1',
  'Name: Zoë O’Brien',
  'E-mail: zoe@example.com',
  'Notes: Vegetarian & early check-in? 100% please',
  '',
  'Thank you.',
].join('\n');

describe('composing a request', () => {
  it('writes every answered field with its label, leaving out the empty phone', () => {
    const composed = composeRequest(stay, values, validationEn);
    expect(composed.text).toBe(expectedText);
    expect(composed.subject).toBe('Request for a stay: Zoë O’Brien');
    expect(composed.lines.map((line) => line.label)).not.toContain('Phone');
  });

  it('adds what a concierge journey carried, after the page’s own fields', () => {
    const journey = journeyFromSearch(
      journeyToSearch(recommendJourney({ ...defaultAnswers, goals: ['Sleep Improvement'] })),
    );
    expect(journey).not.toBeNull();
    if (!journey) return;
    const spa = requestPageFor('/booking/spa');
    const composed = composeRequest(
      spa,
      {
        date: '2026-12-01',
        time: '10:30',
        guests: '1',
        journey: 'sleep-optimization',
        name: 'Ana',
        email: '',
        phone: '+351 912 345 678',
        notes: '',
      },
      validationEn,
      carriedJourneyLines(journey),
    );
    expect(composed.lines.map((line) => line.label)).toEqual([
      'Date',
      'Arrival time',
      'Guests',
      'Circuit or guided journey',
      'Concierge journey',
      'Stations',
      'Touchless therapy',
      'Name',
      'Phone',
    ]);
    expect(composed.text).toContain('Circuit or guided journey: Guided: Sleep Optimization Flow');
    expect(composed.text).toContain('Concierge journey: RELAX: Deep Restoration');
  });

  it('writes dates out in words', () => {
    expect(formatRequestDate('2026-11-23', validationEn)).toBe('Monday 23 November 2026');
    expect(formatRequestDate('soon', validationEn)).toBe('soon');
  });
});

describe('handing a request to the guest’s own app', () => {
  it('builds a WhatsApp link that decodes back to the text exactly', () => {
    const url = whatsAppRequestUrl(siteConfig, expectedText);
    expect(url.startsWith(`https://wa.me/${siteConfig.messagingNumber}?text=`)).toBe(true);
    expect(url).not.toContain('+');
    expect(url).toContain('%20');
    expect(decodeURIComponent(new URL(url).search.slice('?text='.length))).toBe(expectedText);
  });

  it('builds a mailto link with CRLF line breaks, per RFC 6068', () => {
    const url = mailtoRequestUrl(siteConfig, 'Request for a stay: Zoë O’Brien', expectedText);
    expect(url.startsWith(`mailto:${siteConfig.email}?subject=`)).toBe(true);
    const [, query = ''] = url.split('?');
    const [subject = '', body = ''] = query.split('&');
    expect(decodeURIComponent(subject.replace(/^subject=/, ''))).toBe(
      'Request for a stay: Zoë O’Brien',
    );
    expect(decodeURIComponent(body.replace(/^body=/, ''))).toBe(
      expectedText.replace(/\n/g, '\r\n'),
    );
    expect(body).toContain('%0D%0A');
    expect(url).not.toContain('+');
    // The & and % of the notes are encoded, so they cannot split or corrupt the query.
    expect(query.split('&')).toHaveLength(2);
  });
});
