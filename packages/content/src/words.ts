/**
 * The shape a translation of an English record must have: the same fields, the same lengths of
 * lists, the same numbers and flags, any words. A twin module types each record as
 * `Words<typeof en.record>`, so a missing or extra field in any language is a type error; the
 * twins test checks what types cannot (the same ids, links and picture keys).
 */
export type { Words } from './model/languages.ts';
