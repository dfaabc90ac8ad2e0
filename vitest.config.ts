import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // vitest leaves a core free by default; the longest tests spend their time waiting on builds
    // they start as child processes, so a second file can run beside them
    maxWorkers: '100%',
  },
});
