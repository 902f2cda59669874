// 'Choose an NFT' (spec 1, 5): the wallet's NFTs, synced from the chain when the picker opens
// (loading, empty and error states); one is picked and set as the avatar ('Please select a
// NFT' when none is; the server re-checks ownership: 'You are not owner of NFT').
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Nft } from '@chainreview/shared/schemas/donation';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/errors';
import { showErrorToast } from '@/lib/error-toast';
import { useSetNftAvatar, useWalletNfts } from '../api/nft-avatar';
import classes from './profile.module.css';

const keyOf = (nft: Nft) => `${nft.chainId}:${nft.contractAddress.toLowerCase()}:${nft.tokenId}`;

export function NftAvatarModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const nfts = useWalletNfts(opened);
  const setAvatar = useSetNftAvatar();
  const [selected, setSelected] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const close = () => {
    if (setAvatar.isPending) return;
    setSelected(null);
    setMissing(false);
    onClose();
  };

  const submit = () => {
    const nft = nfts.data?.find((n) => keyOf(n) === selected);
    if (!nft) {
      setMissing(true);
      return;
    }
    setAvatar.mutate(
      { contractAddress: nft.contractAddress, tokenId: nft.tokenId, chainId: nft.chainId },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('profile.avatarUpdated') });
          setSelected(null);
          onClose();
        },
        onError: (error) => showErrorToast(error, t),
      },
    );
  };

  const body = (
    <QueryState
      query={nfts}
      loading={
        <Stack gap="xs" aria-busy data-testid="nft-loading">
          <Text size="sm" c="dimmed">
            {t('profile.nft.loading')}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={120} radius="md" />
            ))}
          </SimpleGrid>
        </Stack>
      }
      renderError={(error, retry) => (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="nft-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(error, t)}</Text>
            <Button size="xs" variant="light" color="red" onClick={retry}>
              {t('profile.nft.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      isEmpty={(list) => list.length === 0}
      empty={
        <Stack align="center" gap={6} py="lg" ta="center" data-testid="nft-empty">
          <IconPhotoOff size={36} stroke={1.4} aria-hidden />
          <Text fw={600}>{t('profile.nft.empty')}</Text>
          <Text size="sm" c="dimmed" maw={360}>
            {t('profile.nft.emptyHint')}
          </Text>
        </Stack>
      }
    >
      {(list) => (
        <SimpleGrid
          cols={{ base: 2, xs: 3 }}
          spacing="sm"
          role="radiogroup"
          aria-label={t('profile.nft.title')}
          data-testid="nft-list"
        >
          {list.map((nft) => {
            const key = keyOf(nft);
            const checked = key === selected;
            const label = nft.name ?? `#${nft.tokenId}`;
            return (
              <UnstyledButton
                key={key}
                role="radio"
                aria-checked={checked}
                aria-label={label}
                className={classes.nftOption}
                data-checked={checked || undefined}
                data-testid="nft-option"
                onClick={() => {
                  setSelected(key);
                  setMissing(false);
                }}
              >
                <Image src={nft.image} alt="" radius="sm" h={96} fit="cover" />
                <Group gap={4} wrap="nowrap" mt={6} justify="space-between">
                  <Text size="xs" fw={600} truncate>
                    {label}
                  </Text>
                  {checked && <IconCheck size={14} aria-hidden />}
                </Group>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
    </QueryState>
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('profile.nft.title')}
      centered
      size="lg"
      data-testid="nft-avatar-modal"
    >
      <Stack>
        {body}
        {missing && (
          <Text size="sm" c="red" role="alert" data-testid="nft-missing">
            {t('profile.nft.pleaseSelect')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={setAvatar.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={setAvatar.isPending}
            disabled={!nfts.data?.length}
            data-testid="nft-submit"
          >
            {t('profile.nft.set')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
