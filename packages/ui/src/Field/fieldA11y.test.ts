import { describe, expect, it } from 'vitest';
import { fieldA11y } from './fieldA11y.ts';

describe('fieldA11y', () => {
  it('ties the label to the control and describes nothing when there is nothing to say', () => {
    const a11y = fieldA11y('email');
    expect(a11y.label).toEqual({ id: 'email-label', htmlFor: 'email' });
    expect(a11y.control).toEqual({
      id: 'email',
      'aria-describedby': undefined,
      'aria-invalid': undefined,
      'aria-required': undefined,
    });
    expect(a11y.hint).toBeUndefined();
    expect(a11y.error).toBeUndefined();
  });

  it('describes the control by its hint', () => {
    const a11y = fieldA11y('email', { hint: true });
    expect(a11y.control['aria-describedby']).toBe('email-hint');
    expect(a11y.hint).toEqual({ id: 'email-hint' });
    expect(a11y.control['aria-invalid']).toBeUndefined();
  });

  it('marks an error as invalid and reads it before the hint', () => {
    const a11y = fieldA11y('email', { hint: true, error: true });
    expect(a11y.control['aria-describedby']).toBe('email-error email-hint');
    expect(a11y.control['aria-invalid']).toBe(true);
    expect(a11y.error).toEqual({ id: 'email-error' });
  });

  it('marks a required field', () => {
    expect(fieldA11y('name', { required: true }).control['aria-required']).toBe(true);
    expect(fieldA11y('name', { required: false }).control['aria-required']).toBeUndefined();
  });

  it('keeps extra descriptions after its own', () => {
    const a11y = fieldA11y('message', { error: true, describedBy: 'count  limit' });
    expect(a11y.control['aria-describedby']).toBe('message-error count limit');
  });

  it('gives every part a distinct id', () => {
    const { ids } = fieldA11y('x');
    expect(new Set(Object.values(ids)).size).toBe(4);
  });
});
