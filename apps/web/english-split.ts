// English texts in parts: what the first screen of '/' and of a project page shows
// (FIRST_SCREEN, bundled with the entry as virtual:locales/en-first), and the rest by section
// (virtual:locales/en-rest/<section>): in the build, every module that names a text of the
// rest imports that section's part, so a page's texts come with its code and a page loads only
// the sections it names. The whole rest (virtual:locales/en-rest) still loads before an API
// error's text is built (loadRestTexts in src/lib/i18n.ts), and in the dev server and the
// component tests every lazily loaded piece waits for it (withRestTexts). Other languages load
// whole, as before. The build checks that every text the first load's modules name is in the
// first part: a page never shows a key while its texts load.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { mergeSections, type LocaleTree } from './src/locales/merge.ts';

/** Sections ('theme') and section entries ('home.heroTitle', plural forms included). */
export const FIRST_SCREEN: readonly string[] = [
  'app.homeLink',
  'app.name',
  'app.tagline',
  'auth.sessionEnded',
  'auth.signInFailed',
  'backToTop',
  'categories',
  'chains.non_evm',
  'common.close',
  'common.copied',
  'common.copy',
  'common.error',
  'common.externalLink',
  'common.pleaseWait',
  'common.retry',
  'donations.donate',
  'donations.failedMessage',
  'donations.failedTitle',
  'footer.community',
  'footer.contactUs',
  'footer.copyright',
  'footer.disclaimer',
  'footer.disclaimerTitle',
  'footer.docs',
  'footer.guideBook',
  'footer.privacyPolicy',
  'footer.settings',
  'footer.termsOfUse',
  'hints.close',
  'hints.gotIt',
  'hints.items',
  'hints.progress',
  'hints.skipAll',
  'home.featured',
  'home.goodRating',
  'home.goodRatingDescription',
  'home.heroText',
  'home.heroTitle',
  'home.level',
  'home.newGems',
  'home.newGemsDescription',
  'home.noProjects',
  'home.noReviewers',
  'home.popular',
  'home.popularDescription',
  'home.stats',
  'home.tabs',
  'home.topReviewers',
  'home.topReviewersWindow',
  'home.trending',
  'home.trendingDescription',
  'home.trendingWindow',
  'home.viewAll',
  'home.viewAllProjects',
  'home.windowReviews',
  'home.xp',
  'language.current',
  'language.menu',
  'messages.anErrorOccurs',
  'messages.noProvider',
  'messages.pleaseAuthorize',
  'messages.somethingWentWrong',
  'messages.userRejected',
  'nav.activity',
  'nav.closeSearch',
  'nav.connectWallet',
  'nav.devChain',
  'nav.mainNavigation',
  'nav.network',
  'nav.openSearch',
  'nav.phone',
  'nav.searchLabel',
  'nav.searchPlaceholder',
  'nav.searchPlaceholderShort',
  'nav.submitProject',
  'nav.unknownChain',
  'notFound.back',
  'notFound.backHome',
  'notFound.message',
  'notFound.title',
  'pages.home',
  'project.about',
  'project.activities',
  'project.badges',
  'project.breadcrumb',
  'project.connectToReview',
  'project.copyAddress',
  'project.documentTitle',
  'project.edit',
  'project.follow',
  'project.followers',
  'project.following',
  'project.home',
  'project.info',
  'project.listedOn',
  'project.noReviews',
  'project.notFound',
  'project.notify',
  'project.openExplorer',
  'project.ownership',
  'project.pendingNotice',
  'project.rank',
  'project.rateHint',
  'project.rateHintSignedOut',
  'project.rateStars',
  'project.rateThis',
  'project.ratingLabel',
  'project.reviewCount',
  'project.reviewShort',
  'project.starShare',
  'project.titleLine',
  'project.titleMeta',
  'project.trusted',
  'project.turnOffNotifications',
  'project.verified',
  'project.viewProject',
  'project.writeReview',
  'projectLinks',
  'quests.listTitle',
  'routeError.message',
  'routeError.reload',
  'routeError.title',
  'search.clear',
  'search.minChars',
  'search.noResult',
  'search.recent',
  'search.results',
  'search.viewMore',
  'share.badge',
  'share.button',
  'share.projectImage',
  'share.projectText',
  'share.projectTitle',
  'social',
  'submitProject.pending',
  'switchNetwork.named',
  'theme',
  'transparency.footerLink',
  'trust.footerLink',
  'window.days',
];

const FIRST_ID = 'virtual:locales/en-first';
const REST_ID = 'virtual:locales/en-rest';
const SECTION_ID = 'virtual:locales/en-rest/';
const PLURAL = /_(zero|one|two|few|many|other)$/;
/**
 * The first load: the entry and the route modules of '/' and of a project page, and the
 * pieces of their first screen that load as they come near without waiting for the rest.
 */
const FIRST_ROUTES = [
  'src/app/routes/home.tsx',
  'src/app/routes/project.tsx',
  'src/features/projects/components/project-sidebar-sections.tsx',
  'src/features/reviewers/components/top-reviewers.tsx',
  'src/features/projects/components/home-sections.tsx',
];

function englishTree(localesDir: string): LocaleTree {
  const dir = path.join(localesDir, 'en');
  const files: Record<string, unknown> = {};
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
    files[`./${name}`] = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  return mergeSections(files);
}

/** Splits the tree into the FIRST_SCREEN entries and everything else. */
export function splitTree(
  tree: LocaleTree,
  prefixes: readonly string[] = FIRST_SCREEN,
): [first: LocaleTree, rest: LocaleTree] {
  const first: LocaleTree = {};
  const rest: LocaleTree = {};
  for (const [section, value] of Object.entries(tree)) {
    if (prefixes.includes(section) || typeof value === 'string') {
      (prefixes.includes(section) ? first : rest)[section] = value;
      continue;
    }
    const taken = prefixes
      .filter((p) => p.startsWith(`${section}.`))
      .map((p) => p.slice(section.length + 1));
    const mine: LocaleTree = {};
    const others: LocaleTree = {};
    for (const [key, text] of Object.entries(value))
      (taken.includes(key.replace(PLURAL, '')) ? mine : others)[key] = text;
    if (Object.keys(mine).length) first[section] = mine;
    if (Object.keys(others).length) rest[section] = others;
  }
  return [first, rest];
}

/** The text keys a source file names: 'section.key' (or the whole section) of the tree. */
export function textRefs(source: string, tree: LocaleTree): string[] {
  const refs = new Set<string>();
  for (const [section, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      if (new RegExp(`[\`'"]${section}[\`'"]`).test(source)) refs.add(section);
      continue;
    }
    if (new RegExp(`[\`'"]${section}\\.\\$\\{`).test(source)) refs.add(section);
    const bases = new Set(Object.keys(value).map((k) => k.replace(PLURAL, '')));
    for (const m of source.matchAll(new RegExp(`[\`'"]${section}\\.([A-Za-z0-9_]+)`, 'g')))
      if (bases.has(m[1]!)) refs.add(`${section}.${m[1]}`);
  }
  return [...refs];
}

/**
 * Texts a first-screen module names only on a path that waits for the rest of English first:
 * i18n.ts's errorCodeText serves api-client.ts, which loads the rest before it builds an
 * error's text (textsReady).
 */
const AFTER_REST: Record<string, readonly string[]> = {
  'src/lib/i18n.ts': ['errors'],
  // its one error text (voting for one's own review) waits for loadErrorTexts
  'src/features/reviews/hooks/use-review-vote.tsx': ['errors'],
  // a check's errors show once loadErrorTexts is done (loadChecks), a refused request's after
  // the API error loaded them, a picked file's problem after loadErrorTexts
  'src/features/projects/hooks/use-project-form.ts': ['errors'],
  'src/features/projects/components/project-form-fields.tsx': ['errors'],
};

const covered = (ref: string, id: string) =>
  FIRST_SCREEN.includes(ref) ||
  FIRST_SCREEN.includes(ref.split('.')[0]!) ||
  Object.entries(AFTER_REST).some(
    ([file, sections]) => id.endsWith(file) && sections.includes(ref.split('.')[0]!),
  );

/**
 * Sections (and entries) whose rest loads by entry ('reviews.card', 'reviews.trust.signed'),
 * not whole: a page names a few of their entries (a review list names the card's texts, not
 * the review form's; of the signature texts the badge's, not the dialogs'; its own title of
 * `pages`; the card's two of `share`, not the dialog's).
 */
export const BY_ENTRY: readonly string[] = ['reviews', 'reviews.trust', 'pages', 'share'];

/** The part of the rest at a key path: the entry with its plural forms. */
export function restPart(rest: LocaleTree, part: string): LocaleTree[string] | undefined {
  const keys = part.split('.');
  let value: LocaleTree[string] | undefined = rest;
  for (const [i, key] of keys.entries()) {
    if (value === undefined || typeof value === 'string') return undefined;
    if (i < keys.length - 1 || keys.length === 1) {
      value = value[key];
      continue;
    }
    const mine = Object.entries(value).filter(([k]) => k.replace(PLURAL, '') === key);
    value = mine.length ? Object.fromEntries(mine) : undefined;
  }
  return value;
}

/** The tree that holds a part of the rest at its place ({ reviews: { trust: { signed } } }). */
export function partTree(rest: LocaleTree, part: string): LocaleTree {
  const keys = part.split('.');
  const value = restPart(rest, part);
  // an entry's part is its entries (plural forms), which sit in its parent
  const placed = keys.length === 1 ? { [keys[0]!]: value } : (value as LocaleTree);
  return keys
    .slice(0, -1)
    .reduceRight<LocaleTree>((inner, key) => ({ [key]: inner }), placed as LocaleTree);
}

/** A BY_ENTRY part's entries that a source names ('reviews.trust' -> 'reviews.trust.signed');
 *  the whole part when a key is templated. */
function deeperRefs(source: string, part: string): string[] {
  const quoted = part.replace(/\./g, '\\.');
  if (new RegExp(`[\`'"]${quoted}\\.\\$\\{`).test(source)) return [part];
  const refs = new Set<string>();
  for (const m of source.matchAll(new RegExp(`[\`'"]${quoted}\\.([A-Za-z0-9_]+)`, 'g')))
    refs.add(`${part}.${m[1]!.replace(PLURAL, '')}`);
  return refs.size ? [...refs] : [part];
}

/**
 * The parts of the rest whose texts a module names (but AFTER_REST's): sections, or for
 * BY_ENTRY's their entries ('reviews.card'; a templated key takes the whole section).
 */
export function restSections(source: string, id: string, tree: LocaleTree, rest: LocaleTree) {
  const sections = new Set<string>();
  for (const ref of textRefs(source, tree)) {
    if (covered(ref, id)) continue;
    const [section, entry] = ref.split('.') as [string, string | undefined];
    const part = BY_ENTRY.includes(section) && entry !== undefined ? ref : section;
    for (const deeper of BY_ENTRY.includes(part) && part !== section
      ? deeperRefs(source, part)
      : [part])
      if (restPart(rest, deeper) !== undefined) sections.add(deeper);
  }
  return [...sections].sort();
}

interface OutChunk {
  type: 'chunk';
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, unknown>;
}

export function englishSplit(localesDir: string, registerFile: string): Plugin {
  let build = false;
  let split: { tree: LocaleTree; rest: LocaleTree } | undefined;
  const texts = () => {
    if (!split) {
      const tree = englishTree(localesDir);
      split = { tree, rest: splitTree(tree)[1] };
    }
    return split;
  };
  return {
    name: 'chainreview-english-split',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === FIRST_ID || id === REST_ID || id.startsWith(SECTION_ID) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${SECTION_ID}`)) {
        const name = id.slice(SECTION_ID.length + 1);
        const part = JSON.stringify(JSON.stringify(partTree(texts().rest, name)));
        return `import { addEnglishTexts } from ${JSON.stringify(registerFile)};\naddEnglishTexts(JSON.parse(${part}));`;
      }
      if (id !== `\0${FIRST_ID}` && id !== `\0${REST_ID}`) return null;
      const [first, rest] = splitTree(englishTree(localesDir));
      for (const name of fs.readdirSync(path.join(localesDir, 'en')))
        this.addWatchFile(path.join(localesDir, 'en', name));
      const tree = id === `\0${FIRST_ID}` ? first : rest;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(tree))});`;
    },
    transform(code, id) {
      if (!build || !/\.tsx?$/.test(id) || id.includes('node_modules') || id.includes('/locales/'))
        return null;
      const { tree, rest } = texts();
      const sections = restSections(code, id, tree, rest);
      if (!sections.length) return null;
      return {
        code: sections.map((s) => `import '${SECTION_ID}${s}';`).join('') + code,
        map: null,
      };
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.entries(bundle).filter(
          (entry): entry is [string, OutChunk & (typeof bundle)[string]] =>
            entry[1].type === 'chunk',
        ),
      );
      const loaded = new Set<string>();
      const add = (name: string) => {
        if (loaded.has(name)) return;
        loaded.add(name);
        for (const next of chunks.get(name)?.imports ?? []) add(next);
      };
      for (const [name, chunk] of chunks)
        if (chunk.isEntry || FIRST_ROUTES.some((r) => chunk.facadeModuleId?.endsWith(r))) add(name);
      const tree = englishTree(localesDir);
      const missing: string[] = [];
      for (const name of loaded)
        for (const id of Object.keys(chunks.get(name)?.modules ?? {})) {
          if (!/\.tsx?$/.test(id) || id.includes('node_modules') || id.includes('/locales/'))
            continue;
          for (const ref of textRefs(fs.readFileSync(id, 'utf8'), tree))
            if (!covered(ref, id)) missing.push(`${ref} (${path.basename(id)})`);
        }
      if (missing.length)
        this.error(
          `English texts used on the first screen but not in FIRST_SCREEN (english-split.ts): ${missing.join(', ')}`,
        );
    },
  };
}
