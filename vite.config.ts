/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const sandboxOrigin = process.env.SANDBOX_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/rest/api': sandboxOrigin,
      '/auth': sandboxOrigin,
      '/sandbox': sandboxOrigin,
    },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 1500 },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'sandbox/src/**/*.test.ts'],
    environmentMatchGlobs: undefined,
    css: false,
    testTimeout: 20000,
  },
});
