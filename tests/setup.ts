import { configure } from '@testing-library/dom';

// Screens render and validate step by step; on a busy two-core machine that can take more than the
// default second, so every component test waits up to five before it calls a screen wrong.
configure({ asyncUtilTimeout: 5000 });
