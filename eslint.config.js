// One lint setup for the whole workspace. The feature-boundary rule keeps
// apps/web/src/features/<f> from importing another feature (STYLE.md habit 8).
import fs from 'node:fs';
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
);
