// One lint setup for the whole workspace. The feature-boundary rule keeps
// apps/web/src/features/<f> from importing another feature (STYLE.md habit 8); the API's module
// rule keeps apps/api/src/modules/<m> from reaching past another module's index.ts, and its
// layer rule keeps every arrow pointing down (lib, db, chain <- plugins <- modules <- jobs, demo
// <- app, server).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const featureBoundaries = features.map((feature) => {
  const others = features.filter((other) => other !== feature);
  return {
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(others.length
              ? [
                  {
                    group: others.flatMap((other) => [
                      `@/features/${other}/*`,
                      `**/features/${other}/*`,
                      `../${other}/*`,
                      `../../${other}/*`,
                    ]),
                    message:
                      'Features do not import each other: move shared code to src/components, src/lib or packages/shared.',
                  },
                ]
              : []),
            { group: ['**/app/*', '@/app/*'], message: 'Features do not import from app/.' },
          ],
        },
      ],
    },
  };
});

const apiSrc = 'apps/api/src';
const apiModulesDir = `${apiSrc}/modules`;
// read beside this file, whatever folder ESLint was started from (the API tests lint from apps/api)
const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const apiModules = fs.existsSync(path.join(repoRoot, apiModulesDir))
  ? fs
      .readdirSync(path.join(repoRoot, apiModulesDir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const LAYER_MESSAGE =
  'API layers import downwards only: lib, db, chain <- plugins <- modules <- jobs, demo <- app, server (docs/architecture.md).';
/** What a file of each layer may not import (tests excepted: they set up whatever they check). */
const upperLayers = {
  base: ['**/plugins/*', '**/modules/*', '**/jobs/*', '**/demo/*', '**/app.ts', '**/server.ts'],
  plugins: ['**/modules/*', '**/jobs/*', '**/demo/*', '**/app.ts', '**/server.ts'],
  modules: ['**/jobs/*', '**/demo/*', '**/app.ts', '**/server.ts'],
};

const apiLayerBoundaries = [
  {
    files: [`${apiSrc}/{lib,db,chain,config}/**/*.ts`, `${apiSrc}/config.ts`, `${apiSrc}/deps.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: upperLayers.base, message: LAYER_MESSAGE }] },
      ],
    },
  },
  {
    files: [`${apiSrc}/plugins/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: upperLayers.plugins, message: LAYER_MESSAGE }] },
      ],
    },
  },
];

/** Another module only through its index.ts; jobs, demo and the app too. */
const throughIndex = (others, prefixes) =>
  others.flatMap((other) =>
    prefixes.flatMap((prefix) => [`${prefix}${other}/*`, `!${prefix}${other}/index.ts`]),
  );
const MODULE_MESSAGE =
  "API modules are entered only through their index.ts: import '../<module>/index.ts' and export what is needed there.";

const apiModuleBoundaries = [
  ...apiModules.map((mod) => ({
    files: [`${apiModulesDir}/${mod}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: throughIndex(
                apiModules.filter((other) => other !== mod),
                ['../', '../../modules/', '**/modules/'],
              ),
              message: MODULE_MESSAGE,
            },
            { group: upperLayers.modules, message: LAYER_MESSAGE },
          ],
        },
      ],
    },
  })),
  {
    files: [`${apiSrc}/{jobs,demo}/**/*.ts`, `${apiSrc}/app.ts`, `${apiSrc}/server.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: throughIndex(apiModules, ['../modules/', './modules/', '**/modules/']),
              message: MODULE_MESSAGE,
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/api/src/db/migrations/**',
      'packages/contracts/generated/**',
      '**/.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [
      '**/*.mjs',
      '**/*.js',
      'apps/api/**/*.ts',
      'e2e/**/*.ts',
      'packages/contracts/**/*.ts',
      'scripts/**',
      'tools/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'react', 'fastify'],
              message: 'packages/shared has no I/O.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...apiLayerBoundaries,
  ...apiModuleBoundaries,
);
