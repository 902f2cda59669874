"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var config_1 = require("vitest/config");
// Browser tests: one real `npm start` for the run (global setup), Debian's Chromium driven by
// playwright-core, files one after another (the machines have two cores).
exports.default = (0, config_1.defineConfig)({
    test: {
        include: ['tests/**/*.e2e.ts'],
        globalSetup: ['./src/global-setup.ts'],
        testTimeout: 60000,
        hookTimeout: 240000,
        fileParallelism: false,
        pool: 'forks',
    },
});
