// Mantine's Tooltip, deferred: until a mouse or pen first rests on the target, the
// target renders alone; then the tooltip loads (with floating-ui) and opens. By default
// Mantine's tooltip opens on hover only, so nothing else waits for it; with `events` focus or
// touch, those load and open it too. The target keeps its own accessible name (aria-label or
// text). Same props as Mantine's Tooltip; the
// child is one element that takes a ref, passes pointer events on, and has no ref of its own.
import type { ReactElement } from 'react';
import type { TooltipProps } from '@mantine/core';
import { useHoverParts } from './use-hover-parts';

export function Tooltip({ children, defaultOpened, ...props }: TooltipProps) {
  const { parts, openAtOnce, target } = useHoverParts({
    focus: props.events?.focus,
    touch: props.events?.touch,
  });
  const child = children as ReactElement;
  if (parts)
    return (
      <parts.Tooltip {...props} defaultOpened={defaultOpened ?? openAtOnce}>
        {target(child)}
      </parts.Tooltip>
    );
  return props.disabled ? child : target(child);
}
