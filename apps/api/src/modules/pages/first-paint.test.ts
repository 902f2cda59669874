// The first load: page HTML announces the route's code and a project page's first
// API answer as preloads, carries the project's label for the web's first-paint script, and
// its content security policy allows exactly the template's inline script by hash.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { links } from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { insertProject } from '../../../test/fixtures.ts';
import { preloadTags } from './pages.routes.ts';

const SCRIPT = "document.documentElement.setAttribute('data-x','1')";
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>ChainReview</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div>
    <script>${SCRIPT}</script>
  </body>
</html>`;
const PRELOADS = {
  home: { js: ['/assets/home-1.js', '/assets/Tabs-2.js'], css: ['/assets/home-3.css'] },
  project: { js: ['/assets/project-4.js'], css: [] },
};

let testDb: TestDatabase;
let built: BuiltApp;
let webDist: string;
let project: Awaited<ReturnType<typeof insertProject>>;

const get = (url: string) => built.app.inject({ method: 'GET', url });
const dom = (html: string) => new JSDOM(html).window.document;
const hrefs = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((e) => e.getAttribute('href'));

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-first-paint-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(webDist, 'route-preloads.json'), JSON.stringify(PRELOADS));
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, { env: { WEB_DIST_DIR: webDist } });
  project = await insertProject(built.deps.db, {
    name: 'Evil </script><b>x</b>',
    symbol: 'EVL',
    chain: 'bsc',
  });
});

afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('first load', () => {
  it("allows the template's inline script by its hash, not inline script in general", async () => {
    const res = await get('/');
    const policy = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it("preloads the home route's code and CSS on '/', without render-blocking the CSS", async () => {
    const doc = dom((await get('/')).body);
    expect(hrefs(doc, 'link[rel=modulepreload]')).toEqual(PRELOADS.home.js);
    expect(hrefs(doc, 'link[rel=preload][as=style]')).toEqual(PRELOADS.home.css);
    expect(doc.querySelectorAll('link[rel=stylesheet]')).toHaveLength(0);
    expect(doc.getElementById('cr-first-paint')).toBeNull();
  });

  it("preloads a project page's code and the project, and writes its label as inert JSON", async () => {
    const res = await get(links.project({ ...project, id: String(project.id) }));
    expect(res.statusCode).toBe(200);
    // the name's </script> closes nothing: the entry, the inline script, the label, JSON-LD
    expect(res.body.match(/<\/script>/g)).toHaveLength(4);
    const doc = dom(res.body);
    expect(hrefs(doc, 'link[rel=modulepreload]')).toEqual(PRELOADS.project.js);
    const key = project.contractAddress!.toLowerCase();
    expect(hrefs(doc, 'link[rel=preload][as=fetch]')).toEqual([`/api/public/projects/bsc/${key}`]);
    const data = doc.getElementById('cr-first-paint')!;
    expect(data.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(data.textContent!)).toEqual({ projectTitle: 'Evil </script><b>x</b> (EVL)' });
    // the preloaded URL is the one the page asks for, and it answers
    const api = await get(`/api/public/projects/bsc/${key}`);
    expect(api.statusCode).toBe(200);
  });

  it('preloads nothing and writes no label for a missing project', async () => {
    const res = await get('/project/bsc/nothing-0x000000000000000000000000000000000000dEaD');
    expect(res.statusCode).toBe(404);
    const doc = dom(res.body);
    expect(doc.querySelectorAll('link[rel=modulepreload], link[rel=preload]')).toHaveLength(0);
    expect(doc.getElementById('cr-first-paint')).toBeNull();
  });

  it('takes only asset paths from the build list', () => {
    const tags = preloadTags(
      {
        home: {
          js: ['/assets/ok-1.js', 'javascript:alert(1)', '/assets/"><script>.js', '//evil/x.js'],
          css: ['/assets/ok-2.css', 'https://evil/x.css'],
        },
      },
      '/',
    );
    expect(tags).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/ok-1.js" />\n    ' +
        '<link rel="preload" as="style" crossorigin href="/assets/ok-2.css" />',
    );
    expect(preloadTags({}, '/project/bsc/x')).toContain('/api/public/projects/bsc/x');
    expect(preloadTags({ home: { js: ['/assets/a.js'], css: [] } }, '/search/x')).toBe('');
  });
});
