// Shared by every unit test of the package: DOM matchers, and a fresh DOM for each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../styles/global.ts';
import { alentoTheme } from '../themes/alento.css.ts';

document.documentElement.classList.add(alentoTheme);

afterEach(() => {
  cleanup();
});
