import { createThemeContract } from '@vanilla-extract/css';
import { alentoTokens } from './alento.tokens.ts';
import { tokensToVars } from './tokens.ts';

/**
 * Every style in the design system reads these variables and every theme fills them. The names
 * come from the reference tokens' shape (their values are ignored here), as Braid does.
 */
export const vars = createThemeContract(tokensToVars(alentoTokens));
