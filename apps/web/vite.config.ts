/// <reference types="vitest/config" />
// Vite build and dev server for the SPA, plus the vitest setup: *.test.ts run in node,
// *.test.tsx (components) run in jsdom.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { englishSplit } from './english-split.ts';
import { firstPaintShell, routePreloads } from './first-paint.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Mantine's ScrollArea (inside Table, Modal and Select) imports only useMergeRefs from
 * @floating-ui/react: it gets ours (src/lib/merge-refs.ts), so that a page with a table or a
 * dialog does not load all of floating-ui (14 KB gzip) for it.
 */
const scrollAreaMergeRefs: Plugin = {
  name: 'chainreview-scroll-area-merge-refs',
  enforce: 'pre',
  resolveId(id, importer) {
    if (
      id === '@floating-ui/react' &&
      importer?.includes('/@mantine/core/esm/components/ScrollArea/')
    )
      return `${src}/lib/merge-refs.ts`;
    return null;
  },
};

const preactCompat = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // Testing Library's act() when React has none
  'react-dom/test-utils': 'preact/test-utils',
  react: 'preact/compat',
};

const preactAliases = [
  ...Object.entries(preactCompat).map(([find, replacement]) => ({ find, replacement })),
  // React's useSyncExternalStore shim (react-i18next, wouter): preact/compat has the hook
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [
    scrollAreaMergeRefs,
    // JSX only: React Fast Refresh patches React's renderer, which nothing runs any more, so it
    // would take an edit and show nothing. Without it an edit reloads the page (CSS still
    // updates in place).
    react({ refreshExclude: /./ }),
    firstPaintShell(fileURLToPath(new URL('./src/locales', import.meta.url))),
    routePreloads(),
    englishSplit(fileURLToPath(new URL('./src/locales', import.meta.url)), `${src}/lib/i18n.ts`),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // One renderer: the build, the dev server and the component tests all render with
      // preact/compat (about 10 KB gzip where react-dom is 63: the first visit's JavaScript
      // budget), so what the tests prove is what ships.
      ...preactAliases,
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`, changeOrigin: false },
    },
  },
  preview: { proxy: { '/api': { target: 'http://127.0.0.1:3001' } } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Vite's polyfill fetches modulepreload links where the browser does not: every browser
    // the app supports preloads them itself (Chrome 66, Firefox 115, Safari 17), and an older
    // one only loses the head start. Off, it is 0.5 KB gzip less on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // A first visit over a phone's round trips pays per request: small shared chunks are
        // inlined into the chunks that use them instead of each costing one more request.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8192 } },
      },
    },
  },
  test: {
    // generous limits: component tests share two cores with the API and browser suites
    testTimeout: 30_000,
    // Vitest's default leaves one of two cores idle (files are independent: jsdom each)
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./test/setup-dom.ts'],
          // Under the aliases the libraries that import React must be bundled (the optimizer
          // turns CommonJS ones into ES modules and resolves their `react` to preact/compat).
          // Vitest keeps `react` and the JSX runtimes out of those bundles, so the bundles
          // run through Vite (inline), where the aliases send those imports to preact/compat.
          server: { deps: { inline: [/\/node_modules\/\.vite\//] } },
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  ...Object.keys(preactCompat),
                  'preact',
                  'preact/hooks',
                  'preact/compat',
                  'preact/compat/client',
                  'preact/compat/jsx-runtime',
                  'preact/compat/jsx-dev-runtime',
                  'preact/test-utils',
                  '@testing-library/react',
                  '@mantine/core',
                  '@mantine/hooks',
                  '@mantine/modals',
                  '@mantine/notifications',
                  '@mantine/form',
                  '@mantine/tiptap',
                  '@tabler/icons-react',
                  '@tanstack/react-query',
                  'react-i18next',
                  '@tiptap/react',
                  'qrcode.react',
                  'wagmi',
                  'wouter',
                ],
              },
            },
          },
        },
      },
    ],
  },
});
