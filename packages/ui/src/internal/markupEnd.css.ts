import { style } from '@vanilla-extract/css';

/**
 * Chromium paints a page whose HTML has arrived only in part. A part laid out from its end (right
 * aligned, centred, or shifted by what comes last) moves the pieces already on screen as each
 * later piece arrives. Such a part ends with this marker, the last child of its element, and
 * styles itself differently until the HTML has brought it.
 */
export const markupEnd = style({});
