import { configure } from 'storybook/test';

// In the tests, a play function's findBy/waitFor waits up to 5 s instead of testing-library's 1 s:
// the pages, the user menu and the toaster load on demand, and on a busy machine Vite's first
// transform of such a chunk takes longer than a second. A screen that never shows still fails.
configure({ asyncUtilTimeout: 5000 });
