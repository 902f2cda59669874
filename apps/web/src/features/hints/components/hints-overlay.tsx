// The guided hints overlay (spec 2, 4): a card pointing at the hint's target with a ring
// around it. It never blocks the page (no backdrop) and takes focus only when nothing else
// has it; Escape inside it closes the hint.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, CloseButton, Group, Paper, Portal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cardPosition, hintPlacement, type CardPosition, type Rect } from '../hints';
import { useHintTour, type ActiveHint } from '../hooks/use-hint-tour';
import classes from './hints-overlay.module.css';

export function HintsOverlay() {
  const { active, close, skipAll } = useHintTour();
  // spec 9 breakpoints: the large layout starts at 992 px.
  const large = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  if (!active) return null;
  return (
    <Portal>
      <HintCard
        key={active.hint}
        active={active}
        large={Boolean(large)}
        onClose={close}
        onSkipAll={skipAll}
      />
    </Portal>
  );
}

function rectOf(el: HTMLElement): Rect {
  const r = el.getBoundingClientRect();
  return { top: r.top, left: r.left, width: r.width, height: r.height };
}

/** Follows the target's box through scrolling and resizing. */
function useTargetRect(target: HTMLElement): Rect {
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
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, [target]);
  return rect;
}

function HintCard({
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
  const rect = useTargetRect(target);
  const cardRef = useRef<HTMLDivElement>(null);
  const gotItRef = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState<CardPosition | null>(null);
  // While the user works in the target (typing a search), the card steps aside.
  const [inTarget, setInTarget] = useState(() => target.contains(document.activeElement));
  useEffect(() => {
    const update = () => setInTarget(target.contains(document.activeElement));
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
    if (placement === 'sheet' || !cardRef.current) {
      setPosition(null);
      return;
    }
    const card = cardRef.current.getBoundingClientRect();
    setPosition(
      cardPosition(
        rect,
        placement,
        { width: card.width, height: card.height },
        {
          width: window.innerWidth,
          height: window.innerHeight,
        },
      ),
    );
  }, [rect, placement]);

  // Take focus only when nobody else holds it (so typing elsewhere is never interrupted).
  useEffect(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) gotItRef.current?.focus({ preventScroll: true });
  }, []);

  const closeHint = () => {
    const hadFocus = cardRef.current?.contains(document.activeElement) ?? false;
    onClose(hint);
    if (hadFocus && target.matches('a, button, input, [tabindex]'))
      target.focus({ preventScroll: true });
  };

  // On small layouts the card is a sheet at the bottom, or under the nav when the target
  // sits in the lower half of the screen.
  const sheetSide = rect.top + rect.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
  const titleId = `hint-title-${hint}`;
  const textId = `hint-text-${hint}`;
  const floating = placement !== 'sheet';
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
        data-sheet-side={placement === 'sheet' ? sheetSide : undefined}
        shadow="xl"
        radius="lg"
        p="md"
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="hint-card"
        data-hint-name={hint}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            closeHint();
          }
        }}
        style={
          floating
            ? {
                top: position?.top ?? rect.top + rect.height + 12,
                left: position?.left ?? rect.left,
                visibility: position ? 'visible' : 'hidden',
              }
            : undefined
        }
      >
        {floating && position && (
          <span
            className={classes.arrow}
            data-side={position.side}
            style={{ left: position.arrowLeft }}
            aria-hidden
          />
        )}
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap={8} wrap="nowrap">
            <IconBulb size={20} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Text fw={700} id={titleId}>
              {t(`hints.items.${hint}.title`)}
            </Text>
          </Group>
          <CloseButton size="sm" aria-label={t('hints.close')} onClick={closeHint} />
        </Group>
        <Text size="sm" mt={6} id={textId} aria-live="polite">
          {t(`hints.items.${hint}.text`)}
        </Text>
        <Group justify="space-between" mt="sm" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('hints.progress', { index: active.index, total: active.total })}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              onClick={onSkipAll}
              data-testid="hint-skip-all"
            >
              {t('hints.skipAll')}
            </Button>
            <Button ref={gotItRef} size="compact-sm" onClick={closeHint} data-testid="hint-close">
              {t('hints.gotIt')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </>
  );
}
