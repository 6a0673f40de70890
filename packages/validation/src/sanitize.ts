/**
 * The typing sanitiser (spec §5): what a guest types or pastes is cleaned of the pieces that turn
 * text into markup or script (angle brackets, `javascript:` schemes and inline event handlers),
 * while everything a person writes in a message stays as typed. It runs on every keystroke, so it
 * never trims or collapses white space (the guest may be between two words).
 *
 * Decisions:
 * - `<` and `>` are removed wherever they appear, as the spec says: "5 < 6" loses its bracket,
 *   "5 is less than 6" stays whole. React renders text as text in any case; the brackets go so
 *   that nothing the guest sends reads as markup anywhere else.
 * - A `javascript:` scheme is recognised in any case, with the characters a URL parser ignores
 *   (tab, line feed, carriage return, and NUL, which old browsers skipped) between its letters
 *   and before the colon, and with letters, colon or those characters written as HTML character
 *   references (`java&#x73;cript:`, `javascript&colon;`, `java&Tab;script:`). "Java script:"
 *   with a plain space is no scheme to any browser, so it stays.
 * - An inline event handler is the name of a real one (`onerror`, `onclick`, …) starting a word,
 *   then optional white space and `=`. Browsers run no other attribute as script, and matching
 *   any "on…=" would eat ordinary text such as "one = 1" or "only=2".
 * - Cleaning repeats until nothing changes, because removing one piece can join two halves into a
 *   new one (`javajavascript:script:`). Each round that changes the text makes it shorter, so the
 *   loop ends, and the result is a fixed point: cleaning it again changes nothing.
 */

// What a URL parser skips between the letters of a scheme.
const gap = '[\\t\\n\\r\\u0000]*';
const spelled = (word: string) => word.split('').join(gap);
const javascriptScheme = new RegExp(`${spelled('javascript')}${gap}:`, 'gi');
const javascriptSchemeTest = new RegExp(javascriptScheme.source, 'i');

/** Event handler attributes browsers run (HTML, SVG animation, and a few engine-specific ones). */
export const eventHandlerNames = [
  'onabort',
  'onactivate',
  'onafterprint',
  'onafterscriptexecute',
  'onanimationcancel',
  'onanimationend',
  'onanimationiteration',
  'onanimationstart',
  'onauxclick',
  'onbeforeactivate',
  'onbeforecopy',
  'onbeforecut',
  'onbeforedeactivate',
  'onbeforeinput',
  'onbeforematch',
  'onbeforepaste',
  'onbeforeprint',
  'onbeforescriptexecute',
  'onbeforetoggle',
  'onbeforeunload',
  'onbeforexrselect',
  'onbegin',
  'onblur',
  'oncancel',
  'oncanplay',
  'oncanplaythrough',
  'onchange',
  'onclick',
  'onclose',
  'oncommand',
  'oncontentvisibilityautostatechange',
  'oncontextlost',
  'oncontextmenu',
  'oncontextrestored',
  'oncopy',
  'oncuechange',
  'oncut',
  'ondblclick',
  'ondeactivate',
  'ondrag',
  'ondragend',
  'ondragenter',
  'ondragexit',
  'ondragleave',
  'ondragover',
  'ondragstart',
  'ondrop',
  'ondurationchange',
  'onemptied',
  'onend',
  'onended',
  'onerror',
  'onfocus',
  'onfocusin',
  'onfocusout',
  'onformdata',
  'onfullscreenchange',
  'onfullscreenerror',
  'ongotpointercapture',
  'onhashchange',
  'oninput',
  'oninvalid',
  'onkeydown',
  'onkeypress',
  'onkeyup',
  'onlanguagechange',
  'onload',
  'onloadeddata',
  'onloadedmetadata',
  'onloadend',
  'onloadstart',
  'onlostpointercapture',
  'onmessage',
  'onmessageerror',
  'onmousedown',
  'onmouseenter',
  'onmouseleave',
  'onmousemove',
  'onmouseout',
  'onmouseover',
  'onmouseup',
  'onmousewheel',
  'onoffline',
  'ononline',
  'onpagehide',
  'onpagereveal',
  'onpageshow',
  'onpageswap',
  'onpaste',
  'onpause',
  'onplay',
  'onplaying',
  'onpointercancel',
  'onpointerdown',
  'onpointerenter',
  'onpointerleave',
  'onpointerlockchange',
  'onpointerlockerror',
  'onpointermove',
  'onpointerout',
  'onpointerover',
  'onpointerrawupdate',
  'onpointerup',
  'onpopstate',
  'onprogress',
  'onratechange',
  'onreadystatechange',
  'onrejectionhandled',
  'onrepeat',
  'onreset',
  'onresize',
  'onscroll',
  'onscrollend',
  'onscrollsnapchange',
  'onscrollsnapchanging',
  'onsearch',
  'onsecuritypolicyviolation',
  'onseeked',
  'onseeking',
  'onselect',
  'onselectionchange',
  'onselectstart',
  'onslotchange',
  'onstalled',
  'onstorage',
  'onsubmit',
  'onsuspend',
  'ontimeupdate',
  'ontoggle',
  'ontouchcancel',
  'ontouchend',
  'ontouchmove',
  'ontouchstart',
  'ontransitioncancel',
  'ontransitionend',
  'ontransitionrun',
  'ontransitionstart',
  'onunhandledrejection',
  'onunload',
  'onvisibilitychange',
  'onvolumechange',
  'onwaiting',
  'onwebkitanimationend',
  'onwebkitanimationiteration',
  'onwebkitanimationstart',
  'onwebkitfullscreenchange',
  'onwebkitfullscreenerror',
  'onwebkittransitionend',
  'onwheel',
  'onzoom',
] as const;

// Longest names first, so "onloadstart=" is removed whole rather than leaving "start=" behind.
const handlerAlternatives = [...eventHandlerNames].sort((a, b) => b.length - a.length).join('|');
// A handler name starts a word: "Don=3" and "reonload=" are not handlers.
const eventHandler = new RegExp(`(^|[^\\p{L}\\p{N}_])(?:${handlerAlternatives})\\s*=`, 'giu');
const angleBrackets = /[<>]/g;
const referenceStart = /&(?:#|colon|tab|newline)/i;

// A character reference: &#115; &#x73; &#X73; (the ';' is optional, as browsers read them) and
// the named ones that spell a scheme's colon or the characters a URL parser skips.
function decodeReferences(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => fromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n');
}

function fromCodePoint(code: number): string {
  // Out-of-range references read as nothing rather than throwing.
  return Number.isSafeInteger(code) && code >= 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : '';
}

function cleanOnce(value: string): string {
  let out = value.replace(angleBrackets, '');
  // References are read only when they spell a scheme; other references the guest typed
  // ("&amp;", "&#233;") stay as they are.
  if (referenceStart.test(out)) {
    const decoded = decodeReferences(out);
    if (javascriptSchemeTest.test(decoded)) out = decoded.replace(angleBrackets, '');
  }
  return out.replace(javascriptScheme, '').replace(eventHandler, '$1');
}

/** Cleans typed or pasted text. Pure, idempotent and total: any value in, a string out. */
export function sanitizeInput(value: string): string {
  let current = typeof value === 'string' ? value : '';
  for (;;) {
    const next = cleanOnce(current);
    if (next === current) return next;
    current = next;
  }
}
