// Every route of spec section 2 (exact matches) under its layout. Pages are lazy route
// modules so the first load carries only the shell and the page it shows.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from '@/lib/router';
import { paths } from '@/config/paths';
import { withRestTexts } from '@/lib/i18n';
import {
  FullWidthLayout,
  NarrowLayout,
  PrimaryLayout,
  StandardLayout,
} from './layouts/page-layouts';
import { RootFallback, RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

type PageModule = Promise<{ default: ComponentType }>;

/** A lazy page; `firstScreen` pages have all their English texts in the entry (english-split.ts). */
function page(path: string, load: () => PageModule, firstScreen = false): RouteObject {
  return {
    path,
    lazy: async () => (await (firstScreen ? load() : withRestTexts(load()))).default,
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: PrimaryLayout,
        children: [
          page(paths.writeReview.path, () => import('./routes/write-review')),
          page(paths.submitProject.path, () => import('./routes/submit-project')),
          page(paths.createQuest.path, () => import('./routes/create-quest')),
        ],
      },
      {
        Component: NarrowLayout,
        children: [
          page(paths.me.path, () => import('./routes/me')),
          page(paths.user.path, () => import('./routes/user')),
          page(paths.rewardsHistory.path, () => import('./routes/rewards-history')),
          page(paths.quests.path, () => import('./routes/quests')),
          page(paths.trust.path, () => import('./routes/trust')),
          page(paths.transparency.path, () => import('./routes/transparency')),
        ],
      },
      {
        Component: StandardLayout,
        children: [
          page(paths.project.path, () => import('./routes/project'), true),
          page(paths.review.path, () => import('./routes/review')),
          page(paths.search.path, () => import('./routes/search')),
          page(paths.hashtag.path, () => import('./routes/hashtag')),
          page(paths.recentReviews.path, () => import('./routes/recent-reviews')),
          page(paths.recentActivities.path, () => import('./routes/recent-activities')),
          page(paths.quest.path, () => import('./routes/quest')),
          page(paths.admin.path, () => import('./routes/admin')),
          page(paths.adminAudit.path, () => import('./routes/admin-audit')),
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        Component: FullWidthLayout,
        children: [
          // Home brings its own full-bleed hero and content width.
          page(paths.home.path, () => import('./routes/home'), true),
          page(paths.projects.path, () => import('./routes/projects')),
          page(paths.projectsByChain.path, () => import('./routes/projects-by-chain')),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
