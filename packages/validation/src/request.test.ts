import { contactRateLimit, requestPageFor, requestPages } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { validationEn } from './messages/catalogues.ts';
import {
  createRequestRateLimiter,
  isCalendarDate,
  reviewRequest,
  validateRequestValibot,
} from './request.ts';
import { localIsoDate, requestFieldNames } from './request-form.ts';

const today = '2026-11-23';
const clock = { today, catalogue: validationEn };
const requestMessages = validationEn.request;
const guest = { name: 'João Núñez', email: 'Joao@Example.com', phone: '', notes: '' };

const spa = requestPageFor('/booking/spa');
const stay = requestPageFor('/booking/accommodations');
const court = requestPageFor('/booking/racket-club');

const validSpa = { date: '2026-12-01', time: '10:30', guests: '2', journey: 'circuit', ...guest };
const validStay = {
  stay: 'beehive-pods',
  arrival: '2026-12-01',
  departure: '2026-12-04',
  adults: '2',
  children: '0',
  ...guest,
};

describe('request rules', () => {
  it('gives every empty field of every page its message, in the form order', () => {
    for (const page of requestPages) {
      const result = validateRequestValibot(page, {}, clock);
      expect(result.success).toBe(false);
      if (result.success) continue;
      const expected = [...page.fields.map((field) => field.name), 'name', 'email'];
      expect(Object.keys(result.errors), page.path).toEqual(expected);
      for (const field of page.fields) {
        expect(result.errors[field.name]).toBe(requestMessages.required(field.label));
      }
      expect(result.errors.name).toBe('Name is required');
      expect(result.errors.email).toBe('Please give an e-mail address or a phone number');
    }
  });

  it('accepts a complete request, trims it and lowercases the e-mail', () => {
    const result = validateRequestValibot(spa, { ...validSpa, name: '  João Núñez ' }, clock);
    expect(result).toEqual({
      success: true,
      data: { ...validSpa, email: 'joao@example.com' },
    });
  });

  it('takes a phone number in place of an e-mail address', () => {
    const result = validateRequestValibot(
      spa,
      { ...validSpa, email: '', phone: '+351 912 345 678' },
      clock,
    );
    expect(result.success).toBe(true);
    const bad = validateRequestValibot(spa, { ...validSpa, email: '', phone: '12ab' }, clock);
    expect(bad).toEqual({ success: false, errors: { phone: 'Please enter a valid phone number' } });
  });

  it('refuses a day before today and takes today itself', () => {
    expect(validateRequestValibot(spa, { ...validSpa, date: '2026-11-22' }, clock)).toEqual({
      success: false,
      errors: { date: 'Date cannot be in the past' },
    });
    expect(validateRequestValibot(spa, { ...validSpa, date: today }, clock).success).toBe(true);
    expect(validateRequestValibot(spa, { ...validSpa, date: '2026-04-31' }, clock)).toEqual({
      success: false,
      errors: { date: 'Date must be a valid date' },
    });
  });

  it('wants the departure after the arrival', () => {
    for (const departure of ['2026-12-01', '2026-11-30']) {
      expect(validateRequestValibot(stay, { ...validStay, departure }, clock)).toEqual({
        success: false,
        errors: { departure: 'Departure date must be after the arrival date' },
      });
    }
    // A past arrival is reported on its own field, not as a departure problem too.
    const past = validateRequestValibot(stay, { ...validStay, arrival: '2026-11-01' }, clock);
    expect(past).toEqual({
      success: false,
      errors: { arrival: 'Arrival date cannot be in the past' },
    });
  });

  it('keeps guests, adults, children and players within their bounds', () => {
    const cases: [typeof spa, Record<string, string>, string, string][] = [
      [spa, validSpa, 'guests', 'Guests must be between 1 and 8'],
      [stay, validStay, 'adults', 'Adults must be between 1 and 6'],
      [stay, validStay, 'children', 'Children must be between 0 and 6'],
    ];
    for (const [page, valid, field, message] of cases) {
      for (const value of ['0', '99', '-1', '2.5', 'two']) {
        if (field === 'children' && value === '0') continue;
        expect(validateRequestValibot(page, { ...valid, [field]: value }, clock)).toEqual({
          success: false,
          errors: { [field]: message },
        });
      }
    }
    const players = { court: 'padel', date: today, time: '18:00', coaching: 'no', ...guest };
    expect(validateRequestValibot(court, { ...players, players: '5' }, clock)).toEqual({
      success: false,
      errors: { players: 'Players must be between 1 and 4' },
    });
    expect(validateRequestValibot(court, { ...players, players: '4' }, clock).success).toBe(true);
  });

  it('refuses a time that is no time and a choice that is not offered', () => {
    expect(
      validateRequestValibot(spa, { ...validSpa, time: '25:00', journey: 'x' }, clock),
    ).toEqual({
      success: false,
      errors: {
        time: 'Arrival time must be a valid time',
        journey: 'Circuit or guided journey is required',
      },
    });
  });

  it('checks the name and notes as the contact form does', () => {
    const result = validateRequestValibot(
      spa,
      { ...validSpa, name: 'R2-D2', notes: '<script>x</script>' },
      clock,
    );
    expect(result).toEqual({
      success: false,
      errors: { name: 'Name contains invalid characters', notes: 'Script tags are not allowed' },
    });
    expect(
      validateRequestValibot(spa, { ...validSpa, name: 'Siobhán O’Brien' }, clock).success,
    ).toBe(true);
  });

  it('lists the fields in the form order', () => {
    expect(requestFieldNames(stay)).toEqual([
      'stay',
      'arrival',
      'departure',
      'adults',
      'children',
      'name',
      'email',
      'phone',
      'notes',
    ]);
  });
});

describe('dates', () => {
  it('writes a local date as the date input does', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
  it('knows which days exist', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('1/12/2026')).toBe(false);
  });
});

describe('reviewing a request', () => {
  const limiter = (now = 0) => createRequestRateLimiter({ storage: null, now: () => now });

  it('costs no attempt while invalid, and is refused after the contact form’s limit', () => {
    const l = limiter();
    expect(reviewRequest(spa, {}, { limiter: l, ...clock }).kind).toBe('invalid');
    for (let i = 0; i < contactRateLimit.max; i += 1) {
      expect(reviewRequest(spa, validSpa, { limiter: l, ...clock }).kind).toBe('ready');
    }
    expect(reviewRequest(spa, validSpa, { limiter: l, ...clock })).toEqual({
      kind: 'rate-limited',
      minutesLeft: 5,
    });
  });
});
