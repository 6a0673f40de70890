/**
 * A submission's id: random, and readable by any endpoint's rules (hex, 32 characters). A form
 * keeps it for every press of Send of the same words, so an inbox that got the first press keeps
 * one message; a change to any field makes a new one.
 */
export const newSubmissionId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
