import { languages } from './languages.ts';

export const language = languages[1];
