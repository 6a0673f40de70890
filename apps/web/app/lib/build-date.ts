declare const __BUILD_DATE__: string;

/**
 * The calendar day this version of the site was built (ISO 8601, in UTC), set by
 * `vite.config.ts`: the accessibility statement's date of last review.
 */
export const buildDate: string = __BUILD_DATE__;
