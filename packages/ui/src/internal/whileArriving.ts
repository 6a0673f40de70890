import { markupEnd } from './markupEnd.css.ts';

/** Selects `part` while its markup is still arriving: its end marker is not parsed yet. */
export const whileArriving = (part: string) => `${part}:not(:has(> ${markupEnd}))`;
