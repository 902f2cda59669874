// The energy countdown (spec 4): a clock for the display, and one timer that, when the
// countdown ends, shows the bar full and refetches the profile (GET /api/me) for the truth.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@chainreview/shared/schemas/user';
import { meQueryKey } from '@/lib/session';

/** setTimeout's longest delay; later targets are re-armed when the timer fires. */
const MAX_DELAY = 2_147_483_647;

/** At `refillAt`, fills the cached profile's energy and refetches it. */
export function useEnergyRefill(refillAt: number | null) {
  const queryClient = useQueryClient();
  const done = useRef<number | null>(null);
  const [rearm, setRearm] = useState(0);

  useEffect(() => {
    // Each target is acted on once, so a server that still reports low energy (clock skew)
    // cannot make the client refetch in a loop.
    if (refillAt === null || done.current === refillAt) return;
    const delay = refillAt - Date.now();
    const timer = setTimeout(
      () => {
        if (Date.now() < refillAt) {
          setRearm((n) => n + 1);
          return;
        }
        done.current = refillAt;
        queryClient.setQueryData<Me>(meQueryKey, (me) =>
          me ? { ...me, lastEnergy: Math.max(me.lastEnergy, me.maxEnergy) } : me,
        );
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      },
      Math.min(MAX_DELAY, Math.max(0, delay)),
    );
    return () => clearTimeout(timer);
  }, [refillAt, queryClient, rearm]);
}
