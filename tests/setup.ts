import { configure } from '@testing-library/dom';
import { beforeEach } from 'vitest';

// Screens render and validate step by step; on a busy two-core machine that can take more than the
// default second, so every component test waits up to five before it calls a screen wrong.
configure({ asyncUtilTimeout: 5000 });

// Each screen test starts as a browser that remembers no language (src/i18n/language.ts): a test
// that read French leaves none of it to the next, which runs in the same worker.
beforeEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.removeItem('ovd.language');
});
