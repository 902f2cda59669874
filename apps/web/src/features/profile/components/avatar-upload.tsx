// The profile avatar; on one's own profile a camera button uploads a new one (PNG or JPEG,
// at most 1 MiB) and a hexagon button chooses an owned NFT; both show 'Your avatar has been
// updated'. An NFT avatar carries the NFT mark.
import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Avatar, FileButton, Loader, ThemeIcon } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconHexagon, IconHexagonLetterN } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet, sizedImage } from '@chainreview/shared/images';
import { LIMITS } from '@chainreview/shared/limits';
import { showErrorToast } from '@/lib/error-toast';
import { withRestTexts } from '@/lib/i18n';
import { useUploadAvatar } from '../api/upload-avatar';
import classes from './profile.module.css';
import { Identicon } from '@/components/identicon';

// loads with the owner's own profile (where its button shows), not with a visitor's page
const NftAvatarModal = lazy(() =>
  withRestTexts(import('./nft-avatar-modal')).then((m) => ({ default: m.NftAvatarModal })),
);

export function ProfileAvatar({
  url,
  name,
  address,
  editable,
  nft = false,
  size = 96,
}: {
  url: string | null;
  name: string;
  /** Drawn as an identicon while there is no image. */
  address: string;
  editable: boolean;
  /** The avatar is an NFT (avatar.type 'nft'): it carries the NFT mark. */
  nft?: boolean;
  size?: number;
}) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const [choosing, setChoosing] = useState(false);

  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('profile.avatarUpdated') }),
      onError: (error) => showErrorToast(error, t),
    });
  };

  return (
    <div className={classes.avatarWrap}>
      <Avatar
        src={url ? sizedImage(url, size) : null}
        imageProps={{ srcSet: imageSrcSet(url, size), sizes: `${size}px` }}
        alt={t('profile.avatarAlt', { name })}
        size={size}
        radius={size}
        color="blue"
        className={classes.avatar}
        data-testid="profile-avatar"
      >
        {url ? null : <Identicon address={address} size={size} />}
      </Avatar>
      {nft && url && (
        <Tooltip label={t('profile.nft.mark')} withArrow>
          <ThemeIcon
            className={classes.nftMark}
            radius="xl"
            size="md"
            color="grape"
            role="img"
            aria-label={t('profile.nft.mark')}
            data-testid="nft-mark"
          >
            <IconHexagonLetterN size={16} />
          </ThemeIcon>
        </Tooltip>
      )}
      {editable && (
        <FileButton
          onChange={onFile}
          accept={LIMITS.upload.mimeTypes.join(',')}
          inputProps={
            { 'aria-label': t('profile.changeAvatar'), 'data-testid': 'avatar-input' } as object
          }
        >
          {(props) => (
            <Tooltip label={t('profile.changeAvatarHint')} withArrow>
              <ActionIcon
                {...props}
                className={classes.avatarButton}
                radius="xl"
                size="lg"
                variant="filled"
                aria-label={t('profile.changeAvatar')}
                disabled={upload.isPending}
                data-testid="change-avatar-button"
              >
                {upload.isPending ? <Loader size={14} color="white" /> : <IconCamera size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      )}
      {editable && (
        <>
          <Tooltip label={t('profile.nft.choose')} withArrow>
            <ActionIcon
              className={classes.nftButton}
              radius="xl"
              size="lg"
              variant="filled"
              color="grape"
              aria-label={t('profile.nft.choose')}
              onClick={() => setChoosing(true)}
              data-testid="choose-nft-button"
            >
              <IconHexagon size={18} />
            </ActionIcon>
          </Tooltip>
          <Suspense fallback={null}>
            <NftAvatarModal opened={choosing} onClose={() => setChoosing(false)} />
          </Suspense>
        </>
      )}
    </div>
  );
}
