import { contactLimits } from '@alento/content';
import * as v from 'valibot';
import { firstMessagePerField, normaliseContactInput } from './fields.ts';
import type { ContactResult } from './fields.ts';
import { perCatalogue } from './messages/catalogue.ts';
import { requireCatalogue } from './missing-argument.ts';
import type { NameMessages, ValidationCatalogue } from './messages/catalogue.ts';
import { emailPattern, htmlTagPattern, namePattern, scriptTagPattern } from './rules.ts';

/**
 * The contact form's schema for the browser (valibot: small and tree-shakeable).
 *
 * Every field is trimmed first and its limits apply to the trimmed value. Each field reports one
 * message: the first rule it breaks, in the order the spec lists them (names: required → length
 * → characters; e-mail: address → length; subject: required → length → tags; message: minimum →
 * maximum → script). An empty e-mail reads 'Please enter a valid email address': the spec has no
 * separate "required" message for it. The messages come from a language's catalogue; each
 * language's schema is built the first time it is asked for and reused after.
 */

const trimmed = () => v.pipe(v.string(), v.trim());

const name = (limit: number, messages: NameMessages) =>
  v.pipe(
    trimmed(),
    v.nonEmpty(messages.required),
    v.maxLength(limit, messages.tooLong),
    v.regex(namePattern, messages.invalid),
  );

const buildSchema = ({ contact: m }: ValidationCatalogue) =>
  v.object({
    firstName: name(contactLimits.firstName, m.firstName),
    lastName: name(contactLimits.lastName, m.lastName),
    email: v.pipe(
      trimmed(),
      v.regex(emailPattern, m.email.invalid),
      v.maxLength(contactLimits.email, m.email.tooLong),
      v.toLowerCase(),
    ),
    subject: v.pipe(
      trimmed(),
      v.nonEmpty(m.subject.required),
      v.maxLength(contactLimits.subject, m.subject.tooLong),
      v.check((value) => !htmlTagPattern.test(value), m.subject.html),
    ),
    message: v.pipe(
      trimmed(),
      v.minLength(contactLimits.messageMin, m.message.tooShort),
      v.maxLength(contactLimits.message, m.message.tooLong),
      v.check((value) => !scriptTagPattern.test(value), m.message.script),
    ),
  });

const schemaPerCatalogue = perCatalogue(buildSchema);

/** The contact schema in valibot, in the catalogue's language. */
export function contactSchemaValibot(catalogue: ValidationCatalogue) {
  requireCatalogue('contactSchemaValibot(catalogue)', catalogue);
  return schemaPerCatalogue(catalogue);
}

/**
 * Validates a contact message in the browser, in the catalogue's language. Takes anything (a
 * missing or non-text field reads as empty) and never throws.
 */
export function validateContactValibot(
  input: unknown,
  catalogue: ValidationCatalogue,
): ContactResult {
  requireCatalogue('validateContactValibot(input, catalogue)', catalogue);
  const result = v.safeParse(contactSchemaValibot(catalogue), normaliseContactInput(input), {
    abortPipeEarly: true,
  });
  if (result.success) return { success: true, data: result.output };
  return {
    success: false,
    errors: firstMessagePerField(
      result.issues.map((issue) => ({ field: issue.path?.[0]?.key, message: issue.message })),
    ),
  };
}
