import { contactLimits } from '@alento/content';
import { z } from 'zod';
import { firstMessagePerField, normaliseContactInput } from './fields.ts';
import type { ContactResult } from './fields.ts';
import { perCatalogue } from './messages/catalogue.ts';
import type { NameMessages, ValidationCatalogue } from './messages/catalogue.ts';
import { emailPattern, htmlTagPattern, namePattern, scriptTagPattern } from './rules.ts';
import { requireCatalogue } from './missing-argument.ts';

/**
 * The same contact rules in zod, for Node and for properties whose own code uses zod. A
 * property-based test proves it agrees with the valibot schema on every input: validity, cleaned
 * value and message. Rule order matches `contact.ts`, so the first issue of a field is the same.
 *
 * Lengths are counted in UTF-16 units, as the browser counts them for `maxLength` and as valibot
 * does. zod's own `.min`/`.max` count code points (the property test caught the difference on
 * astral characters such as "𐀀"), so the limits are refinements here.
 */
const atLeast = (min: number) => (value: string) => value.length >= min;
const atMost = (max: number) => (value: string) => value.length <= max;

const name = (limit: number, messages: NameMessages) =>
  z
    .string()
    .trim()
    .refine(atLeast(1), messages.required)
    .refine(atMost(limit), messages.tooLong)
    .regex(namePattern, messages.invalid);

const buildSchema = ({ contact: m }: ValidationCatalogue) =>
  z.object({
    firstName: name(contactLimits.firstName, m.firstName),
    lastName: name(contactLimits.lastName, m.lastName),
    email: z
      .string()
      .trim()
      .regex(emailPattern, m.email.invalid)
      .refine(atMost(contactLimits.email), m.email.tooLong)
      .toLowerCase(),
    subject: z
      .string()
      .trim()
      .refine(atLeast(1), m.subject.required)
      .refine(atMost(contactLimits.subject), m.subject.tooLong)
      .refine((value) => !htmlTagPattern.test(value), m.subject.html),
    message: z
      .string()
      .trim()
      .refine(atLeast(contactLimits.messageMin), m.message.tooShort)
      .refine(atMost(contactLimits.message), m.message.tooLong)
      .refine((value) => !scriptTagPattern.test(value), m.message.script),
  });

const schemaPerCatalogue = perCatalogue(buildSchema);

/** The contact schema in zod, in the catalogue's language (built once per catalogue). */
export function contactSchemaZod(catalogue: ValidationCatalogue) {
  requireCatalogue('contactSchemaZod(catalogue)', catalogue);
  return schemaPerCatalogue(catalogue);
}

/**
 * Validates a contact message with zod, in the catalogue's language. Takes anything and never
 * throws.
 */
export function validateContactZod(input: unknown, catalogue: ValidationCatalogue): ContactResult {
  requireCatalogue('validateContactZod(input, catalogue)', catalogue);
  const result = contactSchemaZod(catalogue).safeParse(normaliseContactInput(input));
  if (result.success) return { success: true, data: result.data };
  // zod reports every broken rule of a field, in rule order; the first is the field's message.
  return {
    success: false,
    errors: firstMessagePerField(
      result.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message })),
    ),
  };
}
