/**
 * The rules both schema libraries apply, as plain patterns, so the valibot and zod schemas cannot
 * drift apart in what they accept.
 */

/**
 * A name: letters of every script with their combining marks (João, Ōta, Zoë, and the same
 * written in decomposed form), space characters, hyphens (ASCII and the Unicode hyphen and
 * non-breaking hyphen) and apostrophes (ASCII and the typographic ’ of O’Brien). Tabs and line
 * breaks are not spaces a name holds; digits and symbols are refused.
 */
export const namePattern = /^[\p{L}\p{M}\p{Zs}'’\-‐‑]+$/u;

/**
 * The HTML standard's "valid e-mail address", copied from the standard
 * (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address): exactly what the
 * browser checks for `<input type="email">`, so the form never refuses what the field accepted or
 * the reverse. ASCII only, as in the standard; the end-to-end tests compare it with Chromium.
 */
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Anything the HTML tokenizer would read as markup: a start or end tag (`<b>`, `</p>`,
 * `<img src=x>`), a comment or declaration (`<!-- -->`, `<!doctype>`) or a processing
 * instruction (`<?xml ?>`). A "<" followed by a space or a digit, as in "5 < 6", starts no tag.
 */
export const htmlTagPattern = /<(?:\/?[a-z]|!|\?)[^>]*>/i;

/**
 * A script tag, opening or closing, in any case, with attributes or none, and also unfinished
 * (`<script src=x` with no ">") or spaced (`< /script >`): a message has no reason to hold one.
 */
export const scriptTagPattern = /<\s*\/?\s*script\b/i;
