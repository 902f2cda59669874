// The shared half of the deferred Tooltip and hover card: the target renders alone until a
// mouse or pen first rests on it (or, where the component opens on them, a touch or focus),
// then the floating parts load and the real component mounts, opened at once when the pointer
// or focus is still there after `delay` ms. The target is mounted anew then; a focused target
// gets its focus back (one that holds a focused control waits for a later hover), and never
// while a press is under way (the click would lose its target): only after the pointer or focus
// has rested a moment.
import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { loadedParts, loadParts } from './load-parts';

type TargetProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/** How long a pointer or focus rests on the target before it is mounted anew with the parts. */
const REST_MS = 150;

export interface HoverPartsOptions {
  delay?: number;
  /** Whether a focus, a touch also open the component (as Mantine's Tooltip `events`). */
  focus?: boolean;
  touch?: boolean;
}

export function useHoverParts({ delay = 0, focus = false, touch = false }: HoverPartsOptions = {}) {
  const [parts, setParts] = useState(loadedParts);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const node = useRef<HTMLElement | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const refocus = useRef(false);
  const pressed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // in the commit that mounts the target anew, not after paint (when Preact runs effects):
  // focus is never left on <body> for a frame
  useLayoutEffect(() => {
    if (parts && refocus.current) {
      refocus.current = false;
      node.current?.focus({ preventScroll: true });
    }
  }, [parts]);

  /** Mounts the real component once the parts are in and no press is under way. */
  const swap = () => {
    if (pressed.current) return; // the release tries again: a click must not lose its target
    const active = document.activeElement;
    // a control inside the target would lose its focus: wait for a hover without it
    if (active && active !== node.current && node.current?.contains(active)) return;
    const loaded = loadedParts();
    if (!loaded) return;
    refocus.current = node.current !== null && node.current === active;
    setOpenAtOnce(hovered.current || focused.current);
    setParts(loaded);
  };
  // the target is mounted anew only after the pointer has rested `wait` ms (and the parts are in)
  const later = (wait: number) => {
    clearTimeout(timer.current);
    const rested = new Promise((resolve) => {
      timer.current = setTimeout(resolve, wait);
    });
    void Promise.all([loadParts(), rested]).then(swap);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  /** The target with a ref (for focus) and, until the parts are in, the pointer handlers. */
  const target = (element: ReactElement) => {
    const child = element as ReactElement<TargetProps>;
    if (parts) return cloneElement(child, { ref: node });
    return cloneElement(child, {
      ref: node,
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        child.props.onPointerEnter?.(event);
        if (event.pointerType === 'touch' && !touch) return;
        if (event.buttons === 0) pressed.current = false; // a press released elsewhere
        hovered.current = true;
        later(Math.max(delay, REST_MS));
      },
      onPointerLeave: (event: PointerEvent<HTMLElement>) => {
        child.props.onPointerLeave?.(event);
        hovered.current = false;
      },
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        child.props.onPointerDown?.(event);
        pressed.current = true;
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        child.props.onClick?.(event);
        pressed.current = false;
        if (hovered.current || focused.current) later(REST_MS);
      },
      ...(focus && {
        onFocus: (event: FocusEvent<HTMLElement>) => {
          child.props.onFocus?.(event);
          focused.current = true;
          later(REST_MS);
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          child.props.onBlur?.(event);
          focused.current = false;
        },
      }),
    });
  };

  return { parts, openAtOnce, target };
}
