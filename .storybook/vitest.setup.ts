import { configure } from 'storybook/test';

// In the tests, a play function's findBy/waitFor waits up to 10 s instead of testing-library's 1 s:
// the pages, the user menu, the toaster and the agent cards load on demand, and on a busy machine
// Vite's first transform of such a chunk takes seconds (the first story of a file pays for it). A
// screen that never shows still fails.
configure({ asyncUtilTimeout: 10_000 });
