/**
 * The contact form's fields and result shape, shared by both schemas (so the zod entry point
 * never loads valibot, nor the browser's entry point zod).
 */

export const contactFields = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
/** A contact message as the guest wrote it, or once cleaned by the schema. */
export type ContactMessage = Record<ContactField, string>;
/** One message per invalid field: the first rule it breaks. */
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactResult =
  | { readonly success: true; readonly data: ContactMessage }
  | { readonly success: false; readonly errors: ContactErrors };

/** What a field that is missing or not text reads as: an empty answer, so it gets its message. */
export function normaliseContactInput(input: unknown): ContactMessage {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const read = (field: ContactField): string => {
    const value = source[field];
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: read('firstName'),
    lastName: read('lastName'),
    email: read('email'),
    subject: read('subject'),
    message: read('message'),
  };
}

/** Keeps the first issue of each field, in the order the schema reported them. */
export function firstMessagePerField(
  issues: Iterable<{ readonly field: unknown; readonly message: string }>,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const { field, message } of issues) {
    if (isContactField(field) && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

function isContactField(value: unknown): value is ContactField {
  return (contactFields as readonly unknown[]).includes(value);
}
