// The home page's sections (spec 2): Popular, Trending, New Gems, Good Rating Projects.
import { useState } from 'react';
import {
  IconDiamond,
  IconFlame,
  IconHeart,
  IconStarFilled,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimeWindow } from '@chainreview/shared/enums';
import type { Project } from '@chainreview/shared/schemas/project';
import { WindowSelect } from '@/components/window-select';
import { paths } from '@/config/paths';
import { useProjects } from '../api/get-projects';
import { useTrendingProjects } from '../api/get-trending-projects';
import { isNewGem } from '../rating';
import { ProjectSection } from './project-section';

const COUNT = 4;
const listHref = (sort: string) => `${paths.projects.href()}?sort=${sort}`;

const featuredOf = (projects: Project[]) => projects.filter((p) => (p.featureScore ?? 0) > 0);

/** The admin team's featured projects (feature rank above 0, highest first); hidden when none. */
export function FeaturedSection() {
  const { t } = useTranslation();
  const query = useProjects({ sort: 'featureScore', order: 'desc', limit: COUNT });
  if (query.isSuccess && featuredOf(query.data.data).length === 0) return null;
  return (
    <ProjectSection
      id="featured"
      title={t('home.featured.title')}
      description={t('home.featured.description')}
      icon={<IconStarFilled size={22} />}
      color="yellow"
      query={query}
      projects={(data) => featuredOf(data.data)}
    />
  );
}

export function PopularSection() {
  const { t } = useTranslation();
  const query = useProjects({ sort: 'popularScore', order: 'desc', limit: COUNT });
  return (
    <ProjectSection
      id="popular"
      title={t('home.popular')}
      description={t('home.popularDescription')}
      icon={<IconFlame size={22} />}
      color="orange"
      query={query}
      projects={(data) => data.data}
      viewAllHref={listHref('popular')}
    />
  );
}

export function TrendingSection() {
  const { t } = useTranslation();
  const [days, setDays] = useState<TimeWindow>(7);
  const query = useTrendingProjects(days, COUNT);
  return (
    <ProjectSection
      id="trending"
      title={t('home.trending')}
      description={t('home.trendingDescription', { count: days })}
      icon={<IconTrendingUp size={22} />}
      color="grape"
      query={query}
      projects={(data) => data}
      viewAllHref={`${listHref('trending')}&window=${days}`}
      actions={<WindowSelect value={days} onChange={setDays} label={t('home.trendingWindow')} />}
    />
  );
}

export function NewGemsSection() {
  const { t } = useTranslation();
  // Sorted by newGemScore; projects whose score is 0 (too old or unrated) sort last and are
  // left out, so ask for a few more than are shown.
  const query = useProjects({ sort: 'newGemScore', order: 'desc', limit: COUNT * 2 });
  return (
    <ProjectSection
      id="new-gems"
      title={t('home.newGems')}
      description={t('home.newGemsDescription')}
      icon={<IconDiamond size={22} />}
      color="teal"
      query={query}
      projects={(data) => data.data.filter((p) => isNewGem(p))}
    />
  );
}

export function GoodRatingSection() {
  const { t } = useTranslation();
  const query = useProjects({ sort: 'goodRatingScore', order: 'desc', limit: COUNT });
  return (
    <ProjectSection
      id="good-rating"
      title={t('home.goodRating')}
      description={t('home.goodRatingDescription')}
      icon={<IconHeart size={22} />}
      color="pink"
      query={query}
      projects={(data) => data.data}
      viewAllHref={listHref('top_rating')}
      showTrusted
    />
  );
}
