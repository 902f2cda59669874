// The share-card renderer, run in a worker thread so that satori's layout and resvg's
// rasterising never block the API's event loop. Plain JavaScript: it runs as is under the
// bundled server, tsx and vitest alike. It gets a satori element tree (built and tested on
// the main thread) and answers with PNG bytes.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
const { fontDir } = workerData;

// Latin, Vietnamese and Cyrillic (regular and bold) first, then one weight of Noto Sans SC
// (Chinese, Japanese kana) and KR (Hangul): satori falls back glyph by glyph in this order.
const LATIN = ['latin', 'latin-ext', 'vietnamese', 'cyrillic'];
const read = (file) => fs.readFileSync(path.join(fontDir, file));
const latinFonts = LATIN.flatMap((subset) =>
  [400, 700].map((weight) => ({
    // a name per subset: satori falls back between families, not between files of one
    name: subset === 'latin' ? 'Noto Sans' : `Noto Sans ${subset}`,
    data: read(`noto-sans-${subset}-${weight}-normal.woff`),
    weight,
    style: 'normal',
  })),
);
const cjkFonts = [
  { name: 'Noto Sans SC', data: read('NotoSansSC-Regular.ttf'), weight: 400, style: 'normal' },
  { name: 'Noto Sans KR', data: read('NotoSansKR-Regular.ttf'), weight: 400, style: 'normal' },
];
// one array per font set: satori caches parsed fonts by the array's identity
const FONT_SETS = { full: [...latinFonts, ...cjkFonts], latin: latinFonts };

let twemoji = null;
function emojiSvg(segment) {
  if (!twemoji) {
    const base = path.dirname(require.resolve('@iconify-json/twemoji/icons.json'));
    twemoji = {
      icons: JSON.parse(fs.readFileSync(path.join(base, 'icons.json'), 'utf8')),
      chars: JSON.parse(fs.readFileSync(path.join(base, 'chars.json'), 'utf8')),
    };
  }
  const points = [...segment].map((c) => c.codePointAt(0).toString(16));
  const keys = [points.join('-'), points.filter((p) => p !== 'fe0f').join('-')];
  let name = keys.map((k) => twemoji.chars[k]).find(Boolean);
  if (!name) return null;
  let icon = twemoji.icons.icons[name];
  for (let hops = 0; !icon && hops < 4; hops++) {
    const alias = twemoji.icons.aliases?.[name];
    if (!alias) break;
    name = alias.parent;
    icon = twemoji.icons.icons[name];
  }
  if (!icon) return null;
  const w = icon.width ?? twemoji.icons.width ?? 36;
  const h = icon.height ?? twemoji.icons.height ?? 36;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

async function render({ tree, width, height, fontSet = 'full', emoji = true }) {
  const svg = await satori(tree, {
    width,
    height,
    fonts: FONT_SETS[fontSet] ?? FONT_SETS.full,
    loadAdditionalAsset: async (code, segment) => {
      if (code === 'emoji' && emoji) return emojiSvg(segment) ?? '';
      return [];
    },
  });
  const png = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return png;
}

parentPort.on('message', async ({ id, job }) => {
  try {
    const png = await render(job);
    const bytes = new Uint8Array(png); // a copy that owns its buffer, so it can be transferred
    parentPort.postMessage({ id, png: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
