import { describe, expect, it } from 'vitest';
import { travelTimes } from '../../constants.ts';
import { transferPage } from './transfer.ts';

describe('the transfer page', () => {
  it('takes the transfer times from the travel constants', () => {
    expect(transferPage.times.map((t) => t.value)).toEqual(
      travelTimes.map((t) => `${String(t.hours)} h`),
    );
  });
});
