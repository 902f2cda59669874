// Follow / Following for another user (spec 2 hover card and profile, spec 4): only when
// signed in and not the viewer; flips at once, disabled while the call runs, rolls back and
// shows the error when it fails. Without `isFollowed` it asks the API itself.
import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFollowedUsers, useFollowUser } from '@/lib/follow-user';
import { useSession } from '@/lib/session';
import { showErrorToast } from '@/lib/error-toast';

export interface FollowUserButtonProps {
  userId: string;
  /** The follow state when the caller knows it (profile `isFollowed`); fetched otherwise. */
  isFollowed?: boolean;
  /** Called with the new state once the server has accepted it. */
  onChange?: (followed: boolean) => void;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

export function FollowUserButton(props: FollowUserButtonProps) {
  const session = useSession();
  if (!session.isAuthenticated || !session.user || session.user.id === props.userId) return null;
  return <FollowToggle {...props} />;
}

function FollowToggle({
  userId,
  isFollowed,
  onChange,
  size = 'sm',
  fullWidth,
}: FollowUserButtonProps) {
  const { t } = useTranslation();
  const known = isFollowed !== undefined;
  const followed = useFollowedUsers([userId], !known);
  const serverState = known ? isFollowed : Boolean(followed.data?.includes(userId));
  // The optimistic state, kept only while it differs from what the server last said.
  const [pending, setPending] = useState<{ value: boolean; from: boolean } | null>(null);
  const shown = pending && pending.from === serverState ? pending.value : serverState;
  const mutation = useFollowUser();
  const loading = !known && followed.isPending;

  const toggle = () => {
    const next = !shown;
    setPending({ value: next, from: serverState });
    mutation.mutate(
      { userId, follow: next },
      {
        onSuccess: () => onChange?.(next),
        onError: (error) => {
          setPending(null);
          showErrorToast(error, t);
        },
      },
    );
  };

  return (
    <Button
      size={size}
      fullWidth={fullWidth}
      variant={shown ? 'light' : 'filled'}
      leftSection={shown ? <IconUserCheck size={16} /> : <IconUserPlus size={16} />}
      aria-pressed={shown}
      disabled={mutation.isPending || loading}
      onClick={toggle}
      data-testid="follow-user-button"
      data-followed={shown}
    >
      {shown ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
