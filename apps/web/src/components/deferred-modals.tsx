// Mantine's modals manager (ModalsProvider, and Mantine's Modal with it) loads with the first
// confirmation asked, not with every page (the first visit's JavaScript budget).
// <DeferredModals /> sits once inside MantineProvider; openConfirmModal() mounts the manager
// when first called, then opens the dialog through it.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { modals } from '@mantine/modals';

type ConfirmModalOptions = Parameters<typeof modals.openConfirmModal>[0];

const ModalsProvider = lazy(() =>
  import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })),
);

let wanted = false;
let mount: (() => void) | null = null;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Opens Mantine's confirm modal, loading the modals manager the first time. */
export function openConfirmModal(options: ConfirmModalOptions): void {
  if (!wanted) {
    wanted = true;
    mount?.();
  }
  void Promise.all([ready, import('@mantine/modals')]).then(([, m]) =>
    m.modals.openConfirmModal(options),
  );
}

/** Signals once the provider around it has mounted and subscribed to the modal events. */
function Mounted() {
  useEffect(() => {
    // the provider's own effects (its event listeners) run after its children's
    const timer = setTimeout(markReady, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

export function DeferredModals() {
  const [on, setOn] = useState(wanted);
  useEffect(() => {
    mount = () => setOn(true);
    if (wanted) setOn(true);
    return () => {
      mount = null;
    };
  }, []);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Mounted />
      </ModalsProvider>
    </Suspense>
  );
}
