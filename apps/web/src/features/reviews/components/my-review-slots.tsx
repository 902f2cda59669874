// What the reviews feature puts in a project page's rate block: the viewer's own review in
// place of the stars, and 'Write your review' only while there is none. The review block (and
// the review card's code it shares) loads only for a viewer who has reviewed.
import { lazy, Suspense, type ReactNode } from 'react';
import { withRestTexts } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useMyReview } from '../api/get-my-review';

const MyReviewBlock = lazy(() =>
  withRestTexts(import('./my-review-block')).then((m) => ({ default: m.MyReviewBlock })),
);

/** The viewer's review of the project when there is one, else `children` (the stars). */
export function MyReviewOr({ projectId, children }: { projectId: string; children: ReactNode }) {
  const session = useSession();
  const mine = useMyReview(projectId);
  if (session.isAuthenticated && mine.data)
    return (
      <Suspense fallback={null}>
        <MyReviewBlock review={mine.data} bare />
      </Suspense>
    );
  return <>{children}</>;
}

/** Shows its children (e.g. 'Write your review') only while the viewer has not reviewed. */
export function UnlessReviewed({
  projectId,
  children,
}: {
  projectId: string;
  children: ReactNode;
}) {
  const mine = useMyReview(projectId);
  if (mine.data) return null;
  return <>{children}</>;
}
