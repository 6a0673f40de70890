import { formMessagesEn, formMessagesEsES, formMessagesPtPT } from '@alento/content';
import { buildCatalogue } from './build-catalogue.ts';

/*
 * One catalogue per language, built from the forms' messages in `@alento/content`'s data. Each is
 * marked pure, so a bundle that imports one leaves out the others and their words.
 */

/** The spec's English, word for word (§4, §5, §8 and §9), with the limits of `contactLimits`. */
export const validationEn = /* @__PURE__ */ buildCatalogue('en-GB', formMessagesEn);

/** European Portuguese, as `@alento/content`'s glossary (`glossary/pt-PT.md`) writes it. */
export const validationPtPT = /* @__PURE__ */ buildCatalogue('pt-PT', formMessagesPtPT);

/** Castilian Spanish, as `@alento/content`'s glossary (`glossary/es-ES.md`) writes it. */
export const validationEsES = /* @__PURE__ */ buildCatalogue('es-ES', formMessagesEsES);
