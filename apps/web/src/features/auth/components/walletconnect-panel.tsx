// The WalletConnect step of the Connect Wallet dialog: the pairing URI as a QR code on large
// screens, an 'Open in wallet' deep link (the `wc:` URI) on phones, a copy link on both, and
// the states of the pairing (waiting, expired, rejected, relay unreachable).
import { Alert, Button, CopyButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { PairingState } from '@/lib/wallet/types';

export interface WalletConnectPanelProps {
  pairing: PairingState | null;
  /** The sign-in step after the wallet approved (signing, verifying), as text. */
  stepText: string | null;
  onRetry: () => void;
  onBack: () => void;
}

export function WalletConnectPanel({
  pairing,
  stepText,
  onRetry,
  onBack,
}: WalletConnectPanelProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const status = pairing?.status ?? null;
  const uri = pairing?.uri ?? null;
  const showCode = status === 'waiting' && uri;

  return (
    <Stack
      gap="sm"
      align="stretch"
      data-testid="walletconnect-panel"
      data-status={status ?? 'approved'}
      data-uri={showCode ? uri : undefined}
    >
      {status === 'starting' && (
        <Group justify="center" gap="xs" py="md">
          <Loader size="sm" />
          <Text size="sm">{t('auth.wc.preparing')}</Text>
        </Group>
      )}
      {showCode && !phone && (
        <Stack gap={6} align="center">
          <Text fw={600}>{t('auth.wc.scan')}</Text>
          <div style={{ background: '#fff', padding: 12, borderRadius: 8, lineHeight: 0 }}>
            <QRCodeSVG
              value={uri}
              size={220}
              role="img"
              aria-label={t('auth.wc.qr')}
              data-testid="walletconnect-qr"
            />
          </div>
          <Text size="xs" c="dimmed" ta="center">
            {t('auth.wc.scanHint')}
          </Text>
        </Stack>
      )}
      {showCode && phone && (
        <Stack gap={4}>
          <Button
            component="a"
            href={uri}
            size="md"
            leftSection={<IconExternalLink size={18} />}
            data-testid="walletconnect-open"
          >
            {t('auth.wc.open')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('auth.wc.openHint')}
          </Text>
        </Stack>
      )}
      {showCode && (
        <CopyButton value={uri}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              leftSection={<IconCopy size={16} />}
              onClick={copy}
              data-testid="walletconnect-copy"
            >
              {copied ? t('auth.wc.copied') : t('auth.wc.copy')}
            </Button>
          )}
        </CopyButton>
      )}
      {status === 'waiting' && (
        <Group gap="xs" role="status" aria-live="polite" justify="center">
          <Loader size="xs" />
          <Text size="sm">{t('auth.wc.waiting')}</Text>
        </Group>
      )}
      {(status === 'expired' || status === 'rejected' || status === 'failed') && (
        <Alert
          color={status === 'expired' ? 'yellow' : 'red'}
          icon={<IconAlertCircle size={18} />}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(`auth.wc.${status}`)}</Text>
            <Button size="xs" onClick={onRetry} data-testid="walletconnect-retry">
              {status === 'expired' ? t('auth.wc.newCode') : t('auth.wc.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {!status && stepText && (
        <Group gap="xs" role="status" aria-live="polite" justify="center">
          <Loader size="xs" />
          <Text size="sm">{stepText}</Text>
        </Group>
      )}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconArrowLeft size={14} />}
          onClick={onBack}
          data-testid="walletconnect-back"
        >
          {t('auth.wc.back')}
        </Button>
      </Group>
    </Stack>
  );
}
