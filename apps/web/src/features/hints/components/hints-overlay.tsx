// The guided hints overlay (spec 2, 4): a card beside the hint's target with a ring around it.
// It never blocks the page (no backdrop), never covers the target, the page's headings, tab
// bars or forms (see cardPosition), hides while a modal dialog is open, and sits in the Tab
// order right after its target: Tab from the target enters it ('Got it', then 'Skip all tips',
// then its close button), Tab from its end goes on to what follows the target. Escape closes it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Portal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MODAL } from '../hints';
import { useHintTour } from '../hooks/use-hint-tour';

// The card's code is not part of the first load: a hint shows at the earliest 2 s after the
// visitor's first interaction on a page, and a visitor who has seen the tour never needs it.
const HintCard = lazy(() => import('./hint-card'));

export function HintsOverlay() {
  const { active, close, skipAll } = useHintTour();
  // spec 9 breakpoints: the large layout starts at 992 px.
  const large = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const modalOpen = useModalOpen(active !== null);
  if (!active || modalOpen) return null;
  return (
    <Portal>
      <Suspense fallback={null}>
        <HintCard
          key={active.hint}
          active={active}
          large={Boolean(large)}
          onClose={close}
          onSkipAll={skipAll}
        />
      </Suspense>
    </Portal>
  );
}

/** Whether a modal dialog is on screen (watched only while a hint is up). */
function useModalOpen(watch: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!watch) return;
    const update = () => setOpen(document.querySelector(MODAL) !== null);
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [watch]);
  return open;
}
