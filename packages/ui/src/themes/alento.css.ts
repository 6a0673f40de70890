import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { alentoTokens } from './alento.tokens.ts';
import { tokensToVars } from './tokens.ts';

/** Class that applies the Alento theme to its subtree (put it on <html>). */
export const alentoTheme = createTheme(vars, tokensToVars(alentoTokens), 'alento');
