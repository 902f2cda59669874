// The rating flow (spec 4): a star click when signed in goes to write-review with that
// rating as the local draft; when signed out the wish is remembered (reviewed_project) and
// the Connect Wallet modal opens; once connected, write-review opens with the rating.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { projectKey } from '@chainreview/shared/links';
import type { Project } from '@chainreview/shared/schemas/project';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';

/** Saves the rating as the local review draft, keeping a draft title/content of the project. */
export function saveRatingDraft(project: Project, rate: number): void {
  const current = storage.get('reviewed_project');
  const same = current?.projectId === project.id;
  storage.set('reviewed_project', {
    projectId: project.id,
    chain: project.chain,
    key: projectKey(project),
    rate,
    ...(same && current.title !== undefined ? { title: current.title } : {}),
    ...(same && current.content !== undefined ? { content: current.content } : {}),
  });
}

export function useRateAndWrite(project: Project) {
  const session = useSession();
  const navigate = useNavigate();
  const [wish, setWish] = useState<number | null>(null);

  const openWriteReview = useCallback(
    (rate?: number) => {
      if (rate) saveRatingDraft(project, rate);
      void navigate(paths.writeReview.href(project), { state: rate ? { rate } : undefined });
    },
    [navigate, project],
  );

  const rate = (value: number) => {
    if (session.isAuthenticated) {
      openWriteReview(value);
      return;
    }
    saveRatingDraft(project, value);
    setWish(value);
    session.openConnectModal();
  };

  useEffect(() => {
    if (wish !== null && session.isAuthenticated) {
      setWish(null);
      openWriteReview(wish);
    }
  }, [wish, session.isAuthenticated, openWriteReview]);

  return { rate, openWriteReview, wish };
}
