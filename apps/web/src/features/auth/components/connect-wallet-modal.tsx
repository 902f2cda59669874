// The Connect Wallet modal (spec 2): EIP-6963 wallets by name, the generic browser wallet,
// Nabox (or its site when not installed), WalletConnect when the build has a project id (its
// pairing step replaces the list) and, in DEMO mode, the in-page demo wallet.
import { lazy, Suspense } from 'react';
import { Alert, Avatar, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconAlertCircle,
  IconExternalLink,
  IconFlask,
  IconQrcode,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuthStep } from '@/lib/session';
import type { PairingState, WalletOption } from '@/lib/wallet/types';
import classes from './connect-wallet-modal.module.css';
import { withRestTexts } from '@/lib/i18n';

// the pairing panel (and its QR encoder) loads when WalletConnect is chosen, not with the header
const WalletConnectPanel = lazy(() =>
  withRestTexts(import('./walletconnect-panel')).then((m) => ({ default: m.WalletConnectPanel })),
);

export interface ConnectWalletModalProps {
  opened: boolean;
  onClose: () => void;
  /** null while the wallet module loads. */
  options: WalletOption[] | null;
  loadError: string | null;
  step: AuthStep;
  selectedId: string | null;
  onSelect: (option: WalletOption) => void;
  /** WalletConnect's pairing in progress (or its failure), null otherwise. */
  pairing?: PairingState | null;
  /** Leaves the WalletConnect step for the wallet list. */
  onPairingBack?: () => void;
}

function optionLabel(option: WalletOption, t: (key: string) => string): string {
  if (option.id === 'injected') return t('auth.browserWallet');
  if (option.id === 'demo') return t('auth.demoWallet');
  if (option.id === 'walletconnect') return t('auth.walletConnect');
  if (option.id === 'nabox') return t('auth.nabox');
  return option.name;
}

function OptionIcon({ option }: { option: WalletOption }) {
  if (option.icon) return <Avatar src={option.icon} alt="" size={32} radius="sm" />;
  return (
    <Avatar size={32} radius="sm" color={option.id === 'demo' ? 'grape' : 'blue'}>
      {option.id === 'demo' ? (
        <IconFlask size={18} />
      ) : option.id === 'walletconnect' ? (
        <IconQrcode size={18} />
      ) : (
        <IconWallet size={18} />
      )}
    </Avatar>
  );
}

export function ConnectWalletModal({
  opened,
  onClose,
  options,
  loadError,
  step,
  selectedId,
  onSelect,
  pairing = null,
  onPairingBack,
}: ConnectWalletModalProps) {
  const { t } = useTranslation();
  const busy = step !== null;
  const stepText =
    step === 'connecting'
      ? t('auth.connecting')
      : step === 'signing'
        ? t('auth.signing')
        : step === 'verifying'
          ? t('auth.verifying')
          : null;
  const walletConnectOption = options?.find((o) => o.id === 'walletconnect');
  const walletConnectStep =
    Boolean(walletConnectOption) && (pairing !== null || (busy && selectedId === 'walletconnect'));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('auth.connectWallet')}
      centered
      radius="lg"
      data-testid="connect-wallet-modal"
    >
      {walletConnectStep && walletConnectOption ? (
        <Suspense fallback={<Loader size="sm" />}>
          <WalletConnectPanel
            pairing={pairing}
            stepText={stepText}
            onRetry={() => onSelect(walletConnectOption)}
            onBack={() => onPairingBack?.()}
          />
        </Suspense>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('auth.chooseWallet')}
          </Text>
          {loadError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {loadError}
            </Alert>
          )}
          {!options && !loadError && (
            <Group justify="center" py="md" gap="xs">
              <Loader size="sm" />
              <Text size="sm">{t('auth.loadingWallets')}</Text>
            </Group>
          )}
          {options && !options.some((o) => o.available && o.kind === 'injected') && (
            <Text size="sm" c="dimmed">
              {t('auth.noWallets')}
            </Text>
          )}
          {options?.map((option) => {
            const label = optionLabel(option, t);
            const running = busy && selectedId === option.id;
            return (
              <UnstyledButton
                key={option.id}
                className={classes.option}
                data-testid={`wallet-option-${option.id}`}
                disabled={busy}
                data-disabled={busy || undefined}
                aria-busy={running || undefined}
                onClick={() => onSelect(option)}
              >
                <Group wrap="nowrap" gap="md">
                  <OptionIcon option={option} />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600}>{label}</Text>
                    {option.id === 'walletconnect' && (
                      <Text size="xs" c="dimmed">
                        {t('auth.wc.hint')}
                      </Text>
                    )}
                    {option.id === 'demo' && (
                      <Text size="xs" c="dimmed">
                        {t('auth.demoWalletHint')}
                      </Text>
                    )}
                    {!option.available && (
                      <Text size="xs" c="dimmed">
                        {t('auth.notInstalled')}
                      </Text>
                    )}
                  </div>
                  {running ? (
                    <Loader size="xs" />
                  ) : !option.available ? (
                    <IconExternalLink size={16} aria-hidden />
                  ) : option.kind === 'injected' && option.id !== 'injected' ? (
                    <Text size="xs" c="teal">
                      {t('auth.detected')}
                    </Text>
                  ) : null}
                </Group>
              </UnstyledButton>
            );
          })}
          {stepText && (
            <Group gap="xs" role="status" aria-live="polite">
              <Loader size="xs" />
              <Text size="sm">{stepText}</Text>
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {t('auth.terms')}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
