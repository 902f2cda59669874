import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// Stryker's runs: every mutant re-runs its test files, and a fresh worker spends most of that
// importing the app's module graph. Without isolation the worker keeps its module cache between
// runs (Stryker switches mutants at run time, not by reloading the code).
export default mergeConfig(base, defineConfig({ test: { isolate: false } }));
