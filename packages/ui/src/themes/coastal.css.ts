import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { coastalTokens } from './coastal.tokens.ts';
import { tokensToVars } from './tokens.ts';

/** Class that applies the Coastal theme to its subtree. */
export const coastalTheme = createTheme(vars, tokensToVars(coastalTokens), 'coastal');
