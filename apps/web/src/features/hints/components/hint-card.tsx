// The hint's card (spec 2, 4), loaded when the tour first has a hint to show: beside its
// target with a ring around it, never covering the target, the page's headings, tab bars or
// forms (see cardPosition), and in the Tab order right after its target.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MODAL, cardPosition, hintPlacement, type CardPosition, type Rect } from '../hints';
import type { ActiveHint } from '../hooks/use-hint-tour';
import classes from './hints-overlay.module.css';

/** What a card must not cover besides its target. */
const OBSTACLES = 'h1, h2, [role="tablist"], form';
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Focus is in a text field inside `target`. */
function typingIn(target: HTMLElement): boolean {
  const active = document.activeElement as HTMLElement | null;
  return (
    !!active &&
    target.contains(active) &&
    (active.matches('input, textarea') || active.isContentEditable)
  );
}

function visibleTabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
}

function rectOf(el: HTMLElement): Rect {
  const r = el.getBoundingClientRect();
  return { top: r.top, left: r.left, width: r.width, height: r.height };
}

/** Follows the target's box through scrolling, resizing, and the page growing or shrinking
 * around it (a list loading above the target moves it without resizing it); a new box is also
 * given when the card itself changes size, so its position is worked out again. */
function useTargetRect(target: HTMLElement, card: RefObject<HTMLElement | null>): Rect {
  const [rect, setRect] = useState(() => rectOf(target));
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setRect(rectOf(target)));
    };
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    const observer = new ResizeObserver(update);
    observer.observe(target);
    observer.observe(document.body);
    if (card.current) observer.observe(card.current);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, [target, card]);
  return rect;
}

export default function HintCard({
  active,
  large,
  onClose,
  onSkipAll,
}: {
  active: ActiveHint;
  large: boolean;
  onClose: (hint: ActiveHint['hint']) => void;
  onSkipAll: () => void;
}) {
  const { t } = useTranslation();
  const { hint, target } = active;
  const placement = hintPlacement(hint, large);
  const cardRef = useRef<HTMLDivElement>(null);
  const rect = useTargetRect(target, cardRef);
  const gotItRef = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState<CardPosition | null>(null);
  const closeHint = () => {
    const hadFocus = cardRef.current?.contains(document.activeElement) ?? false;
    onClose(hint);
    if (hadFocus) {
      const back = target.matches(TABBABLE) ? target : visibleTabbables(target)[0];
      back?.focus({ preventScroll: true });
    }
  };
  const closeRef = useRef(closeHint);
  closeRef.current = closeHint;

  // While the user types in the target (a search), the card steps aside.
  const [inTarget, setInTarget] = useState(() => typingIn(target));
  useEffect(() => {
    const update = () => setInTarget(typingIn(target));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, [target]);

  // Bring an off-screen target into view once.
  useEffect(() => {
    const r = target.getBoundingClientRect();
    if (r.bottom < 0 || r.top > window.innerHeight)
      target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [target]);

  useLayoutEffect(() => {
    if (!cardRef.current) return;
    const card = cardRef.current.getBoundingClientRect();
    const obstacles = [...document.querySelectorAll<HTMLElement>(OBSTACLES)]
      .filter((el) => !el.contains(target) && el.getClientRects().length > 0)
      .map((el) => rectOf(el));
    setPosition(
      cardPosition(
        rect,
        placement,
        { width: card.width, height: card.height },
        { width: window.innerWidth, height: window.innerHeight },
        obstacles,
      ),
    );
  }, [rect, placement, target]);

  // The card follows its target in the Tab order.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const card = cardRef.current;
      if (event.key !== 'Tab' || !card) return;
      const active = document.activeElement as HTMLElement | null;
      const inCard = visibleTabbables(card);
      if (!active || inCard.length === 0) return;
      if (!event.shiftKey) {
        const inTargetList = target.matches(TABBABLE) ? [target] : [];
        const lastOfTarget = [...inTargetList, ...visibleTabbables(target)].at(-1);
        if (active === lastOfTarget) {
          event.preventDefault();
          inCard[0]!.focus();
        } else if (active === inCard.at(-1)) {
          const all = visibleTabbables(document).filter((el) => !card.contains(el));
          const next = all.find(
            (el) =>
              !target.contains(el) &&
              el !== target &&
              (target.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
          );
          if (next) {
            event.preventDefault();
            next.focus();
          }
        }
      } else if (active === inCard[0]) {
        const back = target.matches(TABBABLE) ? target : visibleTabbables(target).at(-1);
        if (back) {
          event.preventDefault();
          back.focus();
        }
      }
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector(MODAL)) return;
      closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('keydown', onEscape);
    };
  }, [target]);

  // Take focus only when nobody else holds it (so typing elsewhere is never interrupted).
  useEffect(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) gotItRef.current?.focus({ preventScroll: true });
  }, []);

  const titleId = `hint-title-${hint}`;
  const textId = `hint-text-${hint}`;
  if (inTarget) return null;

  return (
    <>
      <div
        className={classes.spotlight}
        aria-hidden
        style={{ top: rect.top, left: rect.left, width: rect.width, height: rect.height }}
      />
      <Paper
        ref={cardRef}
        className={classes.card}
        data-placement={placement}
        data-side={position?.side}
        shadow="xl"
        radius="lg"
        p="md"
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="hint-card"
        data-hint-name={hint}
        style={{
          top: position?.top ?? rect.top + rect.height + 12,
          left: position?.left ?? rect.left,
          visibility: position ? 'visible' : 'hidden',
        }}
      >
        {position && (
          <span
            className={classes.arrow}
            data-side={position.side}
            style={
              position.side === 'below' || position.side === 'above'
                ? { left: position.arrowOffset }
                : { top: position.arrowOffset }
            }
            aria-hidden
          />
        )}
        <Group gap={8} wrap="nowrap" pr={28}>
          <IconBulb size={20} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Text fw={700} id={titleId}>
            {t(`hints.items.${hint}.title`)}
          </Text>
        </Group>
        <Text size="sm" mt={6} id={textId} aria-live="polite">
          {t(`hints.items.${hint}.text`)}
        </Text>
        <Group justify="space-between" mt="sm" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('hints.progress', { index: active.index, total: active.total })}
          </Text>
          {/* Tab order: Got it, then Skip all tips (one Tab away), then the close button */}
          <Group gap={6} wrap="nowrap">
            <Button ref={gotItRef} size="compact-sm" onClick={closeHint} data-testid="hint-close">
              {t('hints.gotIt')}
            </Button>
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              onClick={onSkipAll}
              data-testid="hint-skip-all"
            >
              {t('hints.skipAll')}
            </Button>
          </Group>
        </Group>
        <CloseButton
          size="sm"
          className={classes.close}
          aria-label={t('hints.close')}
          onClick={closeHint}
          data-testid="hint-x"
        />
      </Paper>
    </>
  );
}
