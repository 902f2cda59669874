// A menu whose Mantine Menu (and floating-ui) loads with the first use of its button, not with
// the page. Until then the button renders alone, announced as a menu button
// (aria-haspopup, aria-expanded); a pointer or focus on it starts the download, a click or
// Enter/Space loads the menu, mounts it around a new copy of the button, moves the focus there
// and opens it, so Mantine's keyboard handling, Escape and focus return apply from then on.
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type { Menu } from '@mantine/core';
import { loadedParts, loadParts } from './load-parts';

type ButtonProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

export function DeferredMenu({
  target,
  children,
}: {
  /** The menu's button, one element that takes a ref and has none of its own. */
  target: ReactElement;
  /** The menu: Mantine's Menu with `button` inside its Menu.Target. */
  children: (MenuComponent: typeof Menu, button: ReactElement) => ReactNode;
}) {
  const [parts, setParts] = useState(loadedParts);
  const node = useRef<HTMLElement | null>(null);
  const openWhenIn = useRef(false);

  useEffect(() => {
    if (!parts || !openWhenIn.current) return;
    openWhenIn.current = false;
    node.current?.focus();
    node.current?.click();
  }, [parts]);

  const button = target as ReactElement<ButtonProps>;
  if (parts) return children(parts.Menu, cloneElement(button, { ref: node }));
  const warm = () => void loadParts();
  return cloneElement(button, {
    ref: node,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: warm,
    onFocus: warm,
    onClick: (event: MouseEvent<HTMLElement>) => {
      button.props.onClick?.(event);
      openWhenIn.current = true;
      void loadParts().then(setParts);
    },
  } as ButtonProps);
}
