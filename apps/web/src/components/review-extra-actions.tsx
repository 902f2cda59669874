// A slot for actions other features add to a review card (the Donate button of the donations
// feature): the app fills it once, the reviews feature renders it, and neither feature imports
// the other (STYLE.md habit 8).
import { createContext, useContext, type ReactNode } from 'react';

export interface ReviewActionTarget {
  id: string;
  user: { id: string; address: string; displayName?: string | null };
}

export type RenderReviewActions = (review: ReviewActionTarget) => ReactNode;

export const ReviewActionsContext = createContext<RenderReviewActions | null>(null);

/** The extra actions for a review card, or null when the app adds none. */
export function ReviewExtraActions({ review }: { review: ReviewActionTarget }) {
  const render = useContext(ReviewActionsContext);
  return render ? <>{render(review)}</> : null;
}
