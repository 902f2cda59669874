// The toasts' container (Mantine's Notifications, with its transitions) is the only part of
// the notifications package that renders; it loads with the first toast shown, not with the
// page. notifications.show() keeps a toast in the store until the container is in.
import { lazy, Suspense, useEffect, useState } from 'react';
import { notificationsStore } from '@mantine/notifications';

const Notifications = lazy(() =>
  import('./toasts-container').then((m) => ({ default: m.Notifications })),
);

const hasToasts = () => notificationsStore.getState().notifications.length > 0;

export function Toasts({ className }: { className?: string }) {
  const [on, setOn] = useState(hasToasts);
  useEffect(() => {
    if (on) return;
    if (hasToasts()) {
      setOn(true);
      return;
    }
    return notificationsStore.subscribe(() => {
      if (hasToasts()) setOn(true);
    });
  }, [on]);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" classNames={{ root: className }} />
    </Suspense>
  );
}
