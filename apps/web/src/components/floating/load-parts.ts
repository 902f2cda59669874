// Loads ./parts once; the deferred Tooltip, HoverCard and menus share it.
import type * as PartsModule from './parts';

type Parts = typeof PartsModule;

let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;

/** The parts if they are already in (so a later mount renders them at once). */
export function loadedParts(): Parts | null {
  return parts;
}

export function loadParts(): Promise<Parts> {
  loading ??= import('./parts').then((mod) => (parts = mod));
  return loading;
}
