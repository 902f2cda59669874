// Bundles the API into dist/server.js (dependencies stay in node_modules; the workspace's own
// shared package is bundled in) and copies the migrations and the share-card worker beside it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-dependencies',
      setup(b) {
        // bare imports stay external except our own workspace packages (TypeScript sources)
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@chainreview/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
// the share-card worker runs as its own plain-JavaScript file (it finds assets/fonts from dist)
fs.copyFileSync(
  path.join(root, 'src/modules/share/render-worker.mjs'),
  path.join(dist, 'render-worker.mjs'),
);
console.log('api built: dist/server.js');
