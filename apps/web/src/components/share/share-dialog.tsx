// Share dialog (spec 2): the card image, the link with Copy ('Copied' for 1500 ms), its QR
// code, and the Facebook, Twitter/X, Telegram and Reddit targets, each in a new tab.
import {
  ActionIcon,
  Box,
  Center,
  Group,
  Image,
  Modal,
  Skeleton,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import {
  IconBrandFacebook,
  IconBrandReddit,
  IconBrandTelegram,
  IconBrandX,
} from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shareIntents } from '@chainreview/shared/share';
import { CopyButton } from '@/components/copy-button';

// the QR code's encoder loads when a dialog first opens, not with every page that can share
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export { absoluteUrl } from './absolute-url';

const TARGETS = [
  { key: 'facebook', icon: <IconBrandFacebook size={20} />, color: '#1877f2' },
  { key: 'twitter', icon: <IconBrandX size={18} />, color: 'dark' },
  { key: 'telegram', icon: <IconBrandTelegram size={20} />, color: '#229ed9' },
  { key: 'reddit', icon: <IconBrandReddit size={20} />, color: '#ff4500' },
] as const;

export function ShareTargets({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation();
  const intents = shareIntents(url, text);
  return (
    <Group gap="xs">
      {TARGETS.map((target) => (
        <Tooltip key={target.key} label={t(`share.targets.${target.key}`)} withArrow>
          <ActionIcon
            component="a"
            href={intents[target.key]}
            target="_blank"
            rel="noopener noreferrer"
            size={40}
            radius="xl"
            variant="filled"
            color={target.color}
            aria-label={t(`share.targets.${target.key}`)}
            data-testid={`share-${target.key}`}
          >
            {target.icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

export function ShareLinkField({ url, testId }: { url: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('share.link')}
      value={url}
      readOnly
      onFocus={(e) => e.currentTarget.select()}
      rightSection={<CopyButton value={url} label={t('share.copyLink')} testId={testId} />}
      rightSectionWidth={42}
      data-testid="share-link"
    />
  );
}

export function ShareDialog({
  opened,
  onClose,
  title,
  url,
  text,
  image,
  imagePending = false,
  imageRatio = 2,
  imageAlt,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The absolute link shared. */
  url: string;
  /** The title the targets that take one get. */
  text: string;
  image: string | null;
  /** The card is still being made: its place is held by a skeleton of its size. */
  imagePending?: boolean;
  imageRatio?: number;
  imageAlt: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg" size="lg">
      <Stack gap="md" data-testid="share-dialog">
        {!image && imagePending && (
          <Skeleton
            radius="md"
            mah={320}
            style={{ aspectRatio: imageRatio, maxWidth: `${320 * imageRatio}px`, width: '100%' }}
            mx="auto"
            aria-hidden
            data-testid="share-image-pending"
          />
        )}
        {image && (
          <Image
            src={image}
            alt={imageAlt}
            radius="md"
            fit="contain"
            mah={320}
            data-testid="share-image"
            style={{ border: '1px solid var(--mantine-color-default-border)' }}
          />
        )}
        <ShareLinkField url={url} testId="copy-share-link" />
        <Group align="flex-start" justify="space-between" gap="md">
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('share.on')}
            </Text>
            <ShareTargets url={url} text={text} />
          </Stack>
          <Center>
            <Paper p={6} radius="md" bg="white" withBorder>
              <Suspense fallback={<Box w={112} h={112} />}>
                <QRCodeSVG value={url} size={112} role="img" aria-label={t('share.qr')} />
              </Suspense>
            </Paper>
          </Center>
        </Group>
        {children}
      </Stack>
    </Modal>
  );
}
