// The shared half of the deferred Tooltip and hover card: the target renders alone until a
// mouse or pen first rests on it (or, where the component opens on them, a touch or focus),
// then the floating parts load and the real component mounts, opened at once when the pointer
// or focus is still there after `delay` ms. The target is mounted anew then; a focused target
// gets its focus back (one that holds a focused control waits for a later hover).
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { loadedParts, loadParts } from './load-parts';

type TargetProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

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

  useEffect(() => {
    if (parts && refocus.current) {
      refocus.current = false;
      node.current?.focus({ preventScroll: true });
    }
  }, [parts]);

  /** The target with a ref (for focus) and, until the parts are in, the pointer handlers. */
  const target = (element: ReactElement) => {
    const child = element as ReactElement<TargetProps>;
    if (parts) return cloneElement(child, { ref: node });
    const load = () => {
      const wait = new Promise((resolve) => setTimeout(resolve, delay));
      void Promise.all([loadParts(), wait]).then(([loaded]) => {
        const active = document.activeElement;
        // a control inside the target would lose its focus: wait for a hover without it
        if (active && active !== node.current && node.current?.contains(active)) return;
        refocus.current = node.current !== null && node.current === active;
        setOpenAtOnce(hovered.current || focused.current);
        setParts(loaded);
      });
    };
    return cloneElement(child, {
      ref: node,
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        child.props.onPointerEnter?.(event);
        if (event.pointerType === 'touch' && !touch) return;
        hovered.current = true;
        load();
      },
      onPointerLeave: (event: PointerEvent<HTMLElement>) => {
        child.props.onPointerLeave?.(event);
        hovered.current = false;
      },
      ...(focus && {
        onFocus: (event: FocusEvent<HTMLElement>) => {
          child.props.onFocus?.(event);
          focused.current = true;
          load();
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
