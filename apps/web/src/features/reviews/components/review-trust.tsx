// Issue 16: 'Signed by the author' (a dialog that re-verifies the EIP-712 signature in the
// browser and shows the typed data), 'Unsigned' for older reviews, and the edit history.
import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Modal,
  Rating,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconHistory, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@chainreview/shared/schemas/review';
import {
  useReviewSignature,
  useReviewVersions,
  type ReviewSignatureResponse,
} from '../api/review-trust';
import { formatFullDate } from '../dates';

type Verdict = 'checking' | 'verified' | 'mismatch' | 'contract';

/** Re-verifies in the browser: the signer and that the typed data is this review as shown. */
function useVerdict(review: Review, payload: ReviewSignatureResponse | undefined): Verdict {
  const [verdict, setVerdict] = useState<Verdict>('checking');
  useEffect(() => {
    if (!payload?.typedData || !payload.signature) return;
    let live = true;
    void (async () => {
      // the hashing and signature code loads with the dialog, not with every review card
      const [{ verifyTypedData }, { processContent }, { reviewContentHash }] = await Promise.all([
        import('viem'),
        import('@chainreview/shared/content'),
        import('@chainreview/shared/review-signature'),
      ]);
      const { domain, types, primaryType, message } = payload.typedData!;
      const processed = processContent(review.content);
      const matches =
        processed.ok &&
        message.title === review.title &&
        Number(message.rate) === review.rate &&
        message.contentHash === reviewContentHash(processed.value.content);
      let ok = false;
      try {
        ok = await verifyTypedData({
          address: review.user.address as `0x${string}`,
          domain,
          types,
          primaryType,
          message,
          signature: payload.signature as `0x${string}`,
        } as Parameters<typeof verifyTypedData>[0]);
      } catch {
        ok = false;
      }
      if (live) setVerdict(ok && matches ? 'verified' : ok ? 'mismatch' : 'contract');
    })();
    return () => {
      live = false;
    };
  }, [payload, review]);
  return verdict;
}

function SignatureDialog({ review, onClose }: { review: Review; onClose: () => void }) {
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
            <Alert color="yellow" icon={<IconAlertTriangle />}>
              {t('reviews.trust.contractWallet')}
            </Alert>
          ) : (
            <Alert color="red" icon={<IconAlertTriangle />} data-testid="signature-mismatch">
              {t('reviews.trust.mismatch')}
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

function HistoryDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useReviewVersions(review.id, review.updatedAt, true);
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
              <Title order={4} fz="md">
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

/** The signature badge and, on edited reviews, the history button. */
export function ReviewTrustLine({ review }: { review: Review }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'signature' | 'history' | null>(null);
  return (
    <>
      {review.isSigned ? (
        <Button
          variant="subtle"
          color="teal"
          size="compact-xs"
          leftSection={<IconShieldCheck size={14} />}
          onClick={() => setOpen('signature')}
          data-testid="signed-by-author"
        >
          {t('reviews.trust.signedByAuthor')}
        </Button>
      ) : (
        <Text size="xs" c="dimmed" data-testid="review-unsigned">
          {t('reviews.trust.unsigned')}
        </Text>
      )}
      {review.isEdited && (
        <Button
          variant="subtle"
          color="gray"
          size="compact-xs"
          leftSection={<IconHistory size={14} />}
          onClick={() => setOpen('history')}
          data-testid="review-history"
        >
          {t('reviews.trust.history')}
        </Button>
      )}
      {open === 'signature' && <SignatureDialog review={review} onClose={() => setOpen(null)} />}
      {open === 'history' && <HistoryDialog review={review} onClose={() => setOpen(null)} />}
    </>
  );
}
