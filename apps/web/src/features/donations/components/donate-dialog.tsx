// The Donate dialog (spec 4 and 5): BNB or BUSD with the wallet's balances (5 and 2
// decimals), USD equivalent for BNB, the platform fee (passed as the donor's maximum: a fee
// raised meanwhile reverts the donation), amount and message validation, then the chain flow
// (approve BUSD when the allowance is short, donate, receipt every 1 s), the success toast,
// the local balance reduced, the message reported to the server and the dialog closed (the
// flow after validation is the useDonate mutation).
import { useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@chainreview/shared/limits';
import { useSession } from '@/lib/session';
import { useSystemConfig } from '@/lib/system-config';
import { usePrices } from '@/lib/prices';
import { formatUsd, shortAddress } from '@/lib/format';
import { UserAvatar } from '@/components/identicon';
import {
  donationFeeOf,
  loadDonationChain,
  type DonateStage,
  type DonateToken,
  type DonationChain,
} from '@/lib/donation-chain-types';
import { donationTargetOf, formatBalance, useWalletBalances } from '@/lib/wallet-balances';
import { showErrorToast, showTransactionErrorToast } from '@/lib/error-toast';
import { useDonate } from '../api/use-donate';
import {
  blocksInput,
  isAmountInput,
  maxOf,
  validateAmount,
  validateMessage,
} from '../donate-validation';

const DECIMALS: Record<DonateToken, number> = { BNB: 5, BUSD: 2 };

const formatPercent = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

/** Parses a decimal text into wei (18 decimals) without floating point. */
export function toWei(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole || '0') * 10n ** 18n + BigInt((fraction + '0'.repeat(18)).slice(0, 18));
}

/** Wei as an exact decimal text (no rounding: the fee shown is the fee the donor accepts). */
export function fromWei(wei: bigint): string {
  const whole = wei / 10n ** 18n;
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

export interface DonateDialogProps {
  opened: boolean;
  onClose(): void;
  reviewId: string;
  /** The reviewer's wallet: the donation goes there (less the platform fee). */
  toAddress: string;
  /** The reviewer's display name, shown as the recipient beside the address. */
  toName?: string | null;
  /** The chain boundary; tests pass a small fake. */
  loadChain?: () => Promise<DonationChain>;
}

export function DonateDialog({
  opened,
  onClose,
  reviewId,
  toAddress,
  toName,
  loadChain = loadDonationChain,
}: DonateDialogProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const config = useSystemConfig();
  const target = donationTargetOf(config.data);
  const limits = config.data?.donation ?? { ...LIMITS.donation };
  const address = session.wallet.address ?? session.user?.address ?? null;
  const balances = useWalletBalances(opened ? address : null, { loadChain });
  const prices = usePrices({ enabled: opened });

  const [token, setToken] = useState<DonateToken>('BNB');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  // Spec 5: input above the maximum is blocked; the field keeps its last value and says why.
  const [overMax, setOverMax] = useState(false);
  const [stage, setStage] = useState<DonateStage | null>(null);
  const donate = useDonate({
    reviewId,
    toAddress,
    loadChain,
    onStage(next) {
      if (next === 'approved')
        notifications.show({ color: 'teal', message: t('donations.approved') });
      else setStage(next);
    },
  });

  const balanceWei = token === 'BNB' ? balances.data?.bnb : balances.data?.busd;
  const balanceText = formatBalance(balanceWei, DECIMALS[token]);
  const balance = balanceWei === null || balanceWei === undefined ? null : Number(balanceText);
  const amountError = validateAmount(amount, token, limits, balance);
  const messageError = validateMessage(message, limits);
  const bnbUsd = prices.data?.binancecoin?.usd ?? null;
  const usd =
    token === 'BNB' && bnbUsd !== null && Number(amount) > 0 ? Number(amount) * bnbUsd : null;
  const busy = stage !== null;
  // the contract's fee as the server read it: shown, and passed as the donor's maximum
  const feeRate = config.data?.donation;
  const amountWei = Number(amount) > 0 && !amountError ? toWei(amount) : null;
  const feeWei =
    amountWei !== null && feeRate?.fee != null && feeRate.feeDivisor
      ? donationFeeOf(amountWei, feeRate.fee, feeRate.feeDivisor)
      : null;
  const percent =
    feeRate?.fee != null && feeRate.feeDivisor ? (feeRate.fee * 100) / feeRate.feeDivisor : null;
  const recipient = toName?.trim() || shortAddress(toAddress);
  const explorer = config.data?.chains.find((c) => c.chainId === target?.chainId)?.explorer ?? null;

  const amountErrorText = overMax
    ? t('donations.amountMax', { max: maxOf(token, limits), token })
    : amountError
      ? amountError.key === 'donations.amountRequired'
        ? t('donations.amountRequired')
        : amountError.key === 'donations.notEnoughBalance'
          ? t('donations.notEnoughBalance')
          : amountError.key === 'donations.amountMax'
            ? t('donations.amountMax', { max: amountError.max, token: amountError.token })
            : t('donations.amountMin', { min: amountError.min, token: amountError.token })
      : null;

  function reset() {
    setAmount('');
    setMessage('');
    setTouched(false);
    setOverMax(false);
  }

  function close() {
    if (busy) return;
    reset();
    onClose();
  }

  async function submit() {
    setTouched(true);
    if (amountError || messageError || !target || !address || feeWei === null) return;
    setStage(token === 'BUSD' ? 'approving' : 'confirming');
    try {
      const { hash, status } = await donate.mutateAsync({
        target,
        account: address,
        token,
        amount: toWei(amount),
        maxFee: feeWei,
        message,
      });
      const link = explorer ? `${explorer.replace(/\/$/, '')}/tx/${hash}` : null;
      const pending = status === 'pending';
      notifications.show({
        color: pending ? 'yellow' : 'teal',
        title: pending ? t('donations.pending.title') : t('donations.succeeded'),
        message: (
          <>
            {pending && (
              <Text size="sm" data-testid="donation-pending-text">
                {t('donations.pending.text')}
              </Text>
            )}
            {link ? (
              <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
                {t('donations.viewTransaction')}
              </Anchor>
            ) : (
              <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {hash}
              </Text>
            )}
          </>
        ),
      });
      setStage(null);
      reset();
      onClose();
    } catch (error) {
      setStage(null);
      if (String((error as Error | null)?.message ?? '').includes('fee above maximum'))
        showErrorToast(t('donations.feeChanged'), t);
      else showTransactionErrorToast(error, t);
    }
  }

  const disabledByConfig = config.data && !target;

  return (
    <Modal opened={opened} onClose={close} title={t('donations.title')} centered>
      {disabledByConfig ? (
        <Text size="sm" c="dimmed" data-testid="donate-disabled">
          {config.data?.donation.reason ?? t('donations.unavailable')}
        </Text>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            {/* who gets the money and what the platform keeps, before any wallet prompt */}
            <Group gap="sm" wrap="nowrap" data-testid="donate-recipient">
              <UserAvatar address={toAddress} url={null} size={32} />
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t('donations.recipient')}
                </Text>
                <Text size="sm" fw={700} truncate>
                  {recipient}{' '}
                  <Text span size="xs" c="dimmed" ff="monospace">
                    {shortAddress(toAddress)}
                  </Text>
                </Text>
              </div>
            </Group>
            {percent !== null && (
              <Text size="xs" c="dimmed" data-testid="donate-fee-rate">
                {t('donations.feeRate', {
                  percent: formatPercent(percent, i18n.language),
                  net: formatPercent(100 - percent, i18n.language),
                  name: recipient,
                })}
              </Text>
            )}
            <SegmentedControl
              value={token}
              onChange={(value) => {
                setToken(value as DonateToken);
                setAmount('');
                setTouched(false);
                setOverMax(false);
              }}
              data={['BNB', 'BUSD']}
              disabled={busy}
              data-testid="donate-token"
            />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('donations.balance')}
              </Text>
              <Text size="sm" fw={600} data-testid="donate-balance">
                {balanceText ?? '—'} {token}
              </Text>
            </Group>
            <TextInput
              label={t('donations.amount')}
              placeholder="0.0"
              inputMode="decimal"
              value={amount}
              disabled={busy}
              onChange={(event) => {
                const next = event.currentTarget.value.replace(',', '.');
                if (!isAmountInput(next)) return;
                const blocked = blocksInput(next, token, limits);
                if (!blocked) setAmount(next);
                setOverMax(blocked);
                setTouched(true);
              }}
              rightSection={
                <Text size="sm" fw={600} c="dimmed" data-testid="donate-amount-token">
                  {token}
                </Text>
              }
              rightSectionWidth={64}
              rightSectionPointerEvents="none"
              error={touched ? amountErrorText : null}
              description={usd !== null ? `≈ ${formatUsd(usd, i18n.language)}` : undefined}
              data-testid="donate-amount"
            />
            {feeWei !== null && amountWei !== null && feeRate?.fee != null && (
              <Text size="xs" c="dimmed" data-testid="donate-fee">
                {t('donations.fee', {
                  fee: fromWei(feeWei),
                  net: fromWei(amountWei - feeWei),
                  token,
                  percent: (feeRate.fee * 100) / feeRate.feeDivisor!,
                })}
              </Text>
            )}
            <Textarea
              label={t('donations.message')}
              placeholder={t('donations.messagePlaceholder')}
              rows={3}
              value={message}
              disabled={busy}
              onChange={(event) => setMessage(event.currentTarget.value)}
              error={messageError ? t('donations.messageMax', { max: limits.messageMax }) : null}
              description={`${message.length}/${limits.messageMax}`}
              data-testid="donate-message"
            />
            <Button
              type="submit"
              disabled={busy || !(Number(amount) > 0)}
              data-testid="donate-submit"
            >
              {stage === 'approving'
                ? t('donations.approving')
                : stage === 'confirming'
                  ? t('donations.confirming')
                  : t('donations.donate')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
