// The review trust dialogs (issue 16), loaded when first opened: 'Signed by the author'
// re-verifies the EIP-712 signature in the browser and shows the typed data; 'History' lists
// every version of a review.
import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Code,
  Group,
  Loader,
  Modal,
  Rating,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReviewCard } from '@chainreview/shared/schemas/review';
import {
  useReviewSignature,
  useReviewVersions,
  type ReviewSignatureResponse,
} from '../api/review-trust';
import { formatFullDate } from '../dates';
import type { SignatureVerdict } from '../verify-signature';
import { useSystemConfig } from '@/lib/system-config';

type Verdict = 'checking' | SignatureVerdict;

/** Re-verifies in the browser: the signer (EOA, or a contract wallet on chain) and the content. */
function useVerdict(review: ReviewCard, payload: ReviewSignatureResponse | undefined): Verdict {
  const config = useSystemConfig();
  const [verdict, setVerdict] = useState<Verdict>('checking');
  const chains = config.data?.chains;
  useEffect(() => {
    const { typedData, signature } = payload ?? {};
    if (!typedData || !signature || config.isPending) return;
    let live = true;
    // the hashing and signature code loads with the dialog, not with every review card
    void import('../verify-signature')
      .then(({ verifyReviewSignature }) =>
        verifyReviewSignature(
          {
            title: review.title,
            rate: review.rate,
            content: review.content,
            author: review.user.address,
          },
          { signature, typedData },
          chains ?? [],
        ),
      )
      .then((v) => {
        if (live) setVerdict(v);
      });
    return () => {
      live = false;
    };
  }, [payload, review, chains, config.isPending]);
  return verdict;
}

export function SignatureDialog({ review, onClose }: { review: ReviewCard; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useReviewSignature(review.id, true);
  const verdict = useVerdict(review, query.data);
  return (
    <Modal opened onClose={onClose} title={t('reviews.trust.dialogTitle')} size="lg" centered>
      <Stack data-testid="signature-dialog">
        {query.isPending && <Loader size="sm" aria-label={t('reviews.trust.checking')} />}
        {query.isError && <Alert color="red">{t('reviews.trust.loadError')}</Alert>}
        {query.data &&
          (verdict === 'checking' ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('reviews.trust.checking')}</Text>
            </Group>
          ) : verdict === 'verified' ? (
            <Alert color="teal" icon={<IconShieldCheck />} data-testid="signature-verified">
              {t('reviews.trust.verified', { address: review.user.address })}
            </Alert>
          ) : verdict === 'contract' ? (
            <Alert
              color="teal"
              icon={<IconShieldCheck />}
              data-testid="signature-verified-contract"
            >
              {t('reviews.trust.contractWallet', { address: review.user.address })}
            </Alert>
          ) : verdict === 'mismatch' ? (
            <Alert color="red" icon={<IconAlertTriangle />} data-testid="signature-mismatch">
              {t('reviews.trust.mismatch')}
            </Alert>
          ) : (
            <Alert color="red" icon={<IconAlertTriangle />} data-testid="signature-invalid">
              {t('reviews.trust.invalid')}
            </Alert>
          ))}
        <Text size="sm" c="dimmed">
          {t('reviews.trust.explain')}
        </Text>
        {query.data?.typedData && (
          <Code block data-testid="signature-typed-data">
            {JSON.stringify({ ...query.data.typedData, signature: query.data.signature }, null, 2)}
          </Code>
        )}
      </Stack>
    </Modal>
  );
}

export function HistoryDialog({
  reviewId,
  updatedAt,
  onClose,
}: {
  reviewId: string;
  updatedAt: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useReviewVersions(reviewId, updatedAt, true);
  return (
    <Modal opened onClose={onClose} title={t('reviews.trust.historyTitle')} size="lg" centered>
      <Stack data-testid="history-dialog">
        {query.isPending && <Loader size="sm" />}
        {query.isError && <Alert color="red">{t('reviews.trust.loadError')}</Alert>}
        {query.data
          ?.slice()
          .reverse()
          .map((v) => (
            <Stack
              key={v.version}
              gap={4}
              data-testid="review-version"
              style={{
                borderLeft: '3px solid var(--mantine-color-default-border)',
                paddingLeft: 12,
              }}
            >
              <Group gap="xs">
                <Badge variant="light" color={v.current ? 'blue' : 'gray'}>
                  {v.current
                    ? t('reviews.trust.current')
                    : t('reviews.trust.version', { n: v.version })}
                </Badge>
                <Text size="xs" c="dimmed" component="time" dateTime={v.writtenAt}>
                  {formatFullDate(v.writtenAt, i18n.language)}
                </Text>
                <Badge variant="outline" color={v.signed ? 'teal' : 'gray'} size="sm">
                  {v.signed ? t('reviews.trust.signed') : t('reviews.trust.unsigned')}
                </Badge>
              </Group>
              <Rating value={v.rate} readOnly size="xs" />
              <Title order={3} fz="md">
                {v.title}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {v.contentText}
              </Text>
            </Stack>
          ))}
      </Stack>
    </Modal>
  );
}
