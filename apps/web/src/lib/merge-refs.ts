// useMergeRefs for Mantine's ScrollArea (vite.config.ts points its @floating-ui/react import
// here): the one hook it takes from floating-ui, which would otherwise bring all of
// floating-ui (14 KB gzip) to every page with a table or a dialog. Same contract: null when
// every ref is empty, else one callback ref that sets them all.
import { useMemo, type MutableRefObject, type Ref, type RefCallback } from 'react';

export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  return useMemo(
    () =>
      refs.every((ref) => ref == null)
        ? null
        : (value: T | null) => {
            for (const ref of refs) {
              if (typeof ref === 'function') ref(value);
              else if (ref) (ref as MutableRefObject<T | null>).current = value;
            }
          },
    // the refs themselves are the dependencies, as in floating-ui
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
}
