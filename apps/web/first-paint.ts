// The first paint before any JavaScript module has run: index.html gets a small
// inline script, right after #root, that sets Mantine's color scheme from the saved choice
// (as the app's color-scheme manager will) and, on '/', writes the home hero (title and text
// in the visitor's language, as i18n will choose it) into #root with the same Mantine classes
// and sizes the React hero has; on a project page, the title line, from the project's label
// that the server writes into the page (<script type="application/json" id="cr-first-paint">). The entry keeps it on screen until the first route's code is
// loaded, then React replaces it with the same hero: the largest paint no longer waits for the
// JavaScript to arrive over a slow phone link.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FONT_FAMILY } from './src/lib/font-family.ts';

/** Mirrors the theme's fonts, home.module.css (.hero, .heroTitle, .heroText), the header's height. */
const SHELL_CSS = `
#root>.cr-shell-header,#root>.cr-shell-hero,#root>.cr-shell-page{--mantine-font-family:${FONT_FAMILY};--mantine-font-family-headings:${FONT_FAMILY};font-family:var(--mantine-font-family)}
.cr-shell-header{height:calc(4rem*var(--mantine-scale) + 1px);background-color:var(--mantine-color-body);border-bottom:1px solid light-dark(var(--mantine-color-gray-3),var(--mantine-color-dark-4))}
.cr-shell-hero{position:relative;color:var(--mantine-color-white);background:radial-gradient(1200px 400px at 20% -10%,rgba(255,255,255,.18),transparent 60%),radial-gradient(900px 380px at 100% 120%,rgba(255,212,59,.22),transparent 60%),linear-gradient(135deg,var(--mantine-color-blue-7) 0%,var(--mantine-color-indigo-8) 55%,var(--mantine-color-violet-9) 100%)}
.cr-shell-hero>.mantine-Container-root{padding-block:calc(2.5rem*var(--mantine-scale))}
@media (min-width:48em){.cr-shell-hero>.mantine-Container-root{padding-block:calc(4rem*var(--mantine-scale))}}
.cr-shell-title{color:var(--mantine-color-white);font-size:clamp(1.75rem,4vw,2.75rem);line-height:1.15;letter-spacing:-.02em}
.cr-shell-text{color:rgba(255,255,255,.85)}
.cr-shell-page{min-height:100vh;background-color:light-dark(var(--mantine-color-gray-0),var(--mantine-color-dark-8))}
.cr-shell-crumbs{height:calc(1rem*var(--mantine-scale))}
.cr-shell-search{width:100%;height:calc(3.125rem*var(--mantine-scale));border-radius:var(--mantine-radius-xl);background-color:var(--mantine-color-body)}
`
  .trim()
  .replace(/\n/g, '');

/** The hero's markup: Mantine's Container, Stack, Title and Text with the React hero's props. */
const HERO_HTML =
  '<div class="cr-shell-header"></div>' +
  '<section class="cr-shell-hero"><div class="m_7485cace mantine-Container-root" data-strategy="block" style="--container-size:calc(79.6875rem * var(--mantine-scale))">' +
  '<div class="m_6d731127 mantine-Stack-root" style="--stack-gap:var(--mantine-spacing-lg);--stack-align:center;--stack-justify:flex-start;margin-inline:auto;text-align:center;max-width:calc(47.5rem * var(--mantine-scale))">' +
  '<h1 class="cr-shell-title m_8a5d1357 mantine-Title-root" data-order="1" style="--title-fw:var(--mantine-h1-font-weight);--title-lh:var(--mantine-h1-line-height);--title-fz:var(--mantine-h1-font-size)"></h1>' +
  '<p class="cr-shell-text m_b6d8b162 mantine-Text-root" data-size="lg" style="--text-fz:var(--mantine-font-size-lg);--text-lh:var(--mantine-line-height-lg)"></p>' +
  '<div class="cr-shell-search"></div></div></div></section>';

type ShellTexts = [heroTitle: string, heroText: string, projectTitleLine: string];

/** A project page down to its title line (the standard layout's container and stack). */
const PROJECT_HTML =
  '<div class="cr-shell-page"><div class="cr-shell-header"></div>' +
  '<div class="m_7485cace mantine-Container-root" data-strategy="block" style="--container-size:calc(79.6875rem * var(--mantine-scale));padding-block:var(--mantine-spacing-xl)">' +
  '<div class="m_6d731127 mantine-Stack-root" style="--stack-gap:var(--mantine-spacing-lg);--stack-align:stretch;--stack-justify:flex-start">' +
  '<div class="cr-shell-crumbs"></div><div>' +
  '<h1 class="m_8a5d1357 mantine-Title-root" data-size="h3" data-order="1" style="--title-fw:var(--mantine-h3-font-weight);--title-lh:var(--mantine-h3-line-height);--title-fz:var(--mantine-h3-font-size)"></h1>' +
  '</div></div></div></div>';

function shellTexts(localesDir: string): Record<string, ShellTexts> {
  const texts: Record<string, ShellTexts> = {};
  // one folder per language (the config cannot load packages/shared's TypeScript)
  for (const lang of fs.readdirSync(localesDir).filter((name) => /^[a-z]{2}$/.test(name))) {
    const home = JSON.parse(fs.readFileSync(path.join(localesDir, lang, 'home.json'), 'utf8')) as {
      heroTitle: string;
      heroText: string;
    };
    const project = JSON.parse(
      fs.readFileSync(path.join(localesDir, lang, 'project.json'), 'utf8'),
    ) as { titleLine: string };
    texts[lang] = [home.heroTitle, home.heroText, project.titleLine];
  }
  return texts;
}

/** The inline script; every value it inserts goes in as text, never as markup. */
export function shellScript(texts: Record<string, ShellTexts>): string {
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `(function(){try{
var d=document,q=new URLSearchParams(location.search),s=window.localStorage;
function saved(k){try{return JSON.parse(s.getItem(k))}catch(e){return null}}
var t=q.get('theme'),m=t==='dark'?true:t==='light'?false:saved('userDarkMode');
var dark=m===true||(m!==false&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);
d.documentElement.setAttribute('data-mantine-color-scheme',dark?'dark':'light');
var p=location.pathname,data=null,g=d.getElementById('cr-first-paint');
try{data=g&&JSON.parse(g.textContent)}catch(e){}
var project=/^\\/project\\/[^/]+\\/[^/]+\\/?$/.test(p)&&data&&typeof data.projectTitle==='string';
if(p!=='/'&&!project)return;
var T=${json},l=q.get('lang');
if(!T[l])l=saved('userLocale');
if(!T[l]){l='en';var b=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];
for(var i=0;i<b.length;i++){var c=String(b[i]).toLowerCase().split(/[-_]/)[0];if(T[c]){l=c;break}}}
var r=d.getElementById('root');
if(p==='/'){r.innerHTML=${JSON.stringify(HERO_HTML)};
r.querySelector('h1').textContent=T[l][0];r.querySelector('p').textContent=T[l][1];}
else{r.innerHTML=${JSON.stringify(PROJECT_HTML)};
r.querySelector('h1').textContent=T[l][2].replace('{{name}}',function(){return data.projectTitle});}
d.documentElement.lang=l;
}catch(e){}})();`.replace(/\n/g, '');
}

/**
 * Public pages whose route code the server announces in the HTML (the route module's chunk,
 * the chunks it imports that the entry does not, its CSS), so it downloads with the entry
 * instead of after it has run. Keys are what the server matches a path to.
 */
const PRELOADED_ROUTES: Record<string, string> = {
  home: 'src/app/routes/home.tsx',
  project: 'src/app/routes/project.tsx',
  review: 'src/app/routes/review.tsx',
  user: 'src/app/routes/user.tsx',
};

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface OutChunk {
  type: 'chunk';
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function routePreloads(): Plugin {
  return {
    name: 'chainreview-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.entries(bundle).filter(
        (entry): entry is [string, OutChunk & (typeof bundle)[string]] => entry[1].type === 'chunk',
      );
      const byName = new Map(chunks);
      const closure = (start: string, into = new Set<string>()) => {
        if (into.has(start)) return into;
        into.add(start);
        for (const next of byName.get(start)?.imports ?? []) closure(next, into);
        return into;
      };
      const entry = chunks.find(([, c]) => c.isEntry);
      if (!entry) return;
      const loaded = closure(entry[0]);
      const out: Record<string, { js: string[]; css: string[] }> = {};
      for (const [key, source] of Object.entries(PRELOADED_ROUTES)) {
        const route = chunks.find(([, c]) => c.facadeModuleId?.endsWith(source));
        if (!route) continue;
        const files = [...closure(route[0])].filter((f) => !loaded.has(f));
        out[key] = {
          js: files.map((f) => `/${f}`),
          css: files.flatMap((f) =>
            [...(byName.get(f)?.viteMetadata?.importedCss ?? [])].map((c) => `/${c}`),
          ),
        };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(out) });
    },
  };
}

export function firstPaintShell(localesDir: string): Plugin {
  return {
    name: 'chainreview-first-paint-shell',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const script = shellScript(shellTexts(localesDir));
        return html
          .replace('</head>', () => `  <style>${SHELL_CSS}</style>\n  </head>`)
          .replace(
            '<div id="root"></div>',
            () => `<div id="root"></div>\n    <script>${script}</script>`,
          );
      },
    },
  };
}
