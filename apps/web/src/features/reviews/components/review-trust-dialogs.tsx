// The review trust dialogs, loaded when first opened: 'Signed by the author' re-verifies the
// EIP-712 signature in the browser and shows how to check it anywhere (the domain, types and
// message as JSON, and the call to make with viem or ethers); 'History' lists every version of
// a review and verifies each signed one in the page.
import { useEffect, useState } from 'react';
import { Alert, Badge, Code, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  ReviewCard,
  ReviewSignaturePayload,
  ReviewVersion,
} from '@chainreview/shared/schemas/review';
import { chainName } from '@chainreview/shared/chains';
import {
  useReviewSignature,
  useReviewVersions,
  type ReviewSignatureResponse,
} from '../api/review-trust';
import { formatFullDate } from '../dates';
import type { ShownReview, SignatureVerdict } from '../verify-signature';
import { useSystemConfig } from '@/lib/system-config';
import { StaticStars } from '@/components/static-stars';

type Verdict = 'checking' | SignatureVerdict;

/** Re-verifies in the browser: the signer (EOA, or a contract wallet on chain) and the content. */
function useVerdict(
  shown: ShownReview | null,
  payload: ReviewSignaturePayload | undefined,
): Verdict {
  const config = useSystemConfig();
  const [verdict, setVerdict] = useState<Verdict>('checking');
  const chains = config.data?.chains;
  const { title, rate, content, author } = shown ?? {};
  useEffect(() => {
    const { typedData, signature } = payload ?? {};
    if (!typedData || !signature || config.isPending || author === undefined) return;
    let live = true;
    // the hashing and signature code loads with the dialog, not with every review card
    void import('../verify-signature')
      .then(({ verifyReviewSignature }) =>
        verifyReviewSignature(
          { title: title!, rate: rate!, content: content!, author },
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
  }, [payload, title, rate, content, author, chains, config.isPending]);
  return verdict;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** How to check a signature with any EIP-712 library: the parts as JSON, then viem and ethers. */
function CheckAnywhere({ payload, author }: { payload: ReviewSignatureResponse; author: string }) {
  const { t } = useTranslation();
  const typed = payload.typedData!;
  const chainId = typed.domain.chainId;
  const site = typeof typed.message.site === 'string' ? typed.message.site : null;
  const viem = [
    "import { verifyTypedData } from 'viem';",
    '',
    '// domain, types, message: the JSON above',
    'const valid = await verifyTypedData({',
    `  address: '${author}',`,
    '  domain,',
    '  types,',
    `  primaryType: '${typed.primaryType}',`,
    '  message,',
    `  signature: '${payload.signature}',`,
    '});',
    '// valid === true',
  ].join('\n');
  const ethers = [
    "import { verifyTypedData } from 'ethers'; // v6",
    '',
    `const signer = verifyTypedData(domain, types, message, '${payload.signature}');`,
    `// signer.toLowerCase() === '${author.toLowerCase()}'`,
  ].join('\n');
  return (
    <Stack gap="xs" data-testid="signature-check-anywhere">
      <Title order={3} fz="md">
        {t('reviews.trust.anywhereTitle')}
      </Title>
      <Text size="sm" data-testid="signature-domain-version">
        {payload.domainVersion === '1' || chainId === undefined
          ? t('reviews.trust.domainLegacy')
          : t('reviews.trust.domainV2', {
              chainId,
              chain: chainName(chainId) ?? `#${chainId}`,
              site: site ?? '',
            })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('reviews.trust.anywhereExplain')}
      </Text>
      <Text size="xs" fw={600}>
        {t('reviews.trust.domain')}
      </Text>
      <Code block data-testid="signature-domain">
        {json(typed.domain)}
      </Code>
      <Text size="xs" fw={600}>
        {t('reviews.trust.types', { primaryType: typed.primaryType })}
      </Text>
      <Code block data-testid="signature-types">
        {json(typed.types)}
      </Code>
      <Text size="xs" fw={600}>
        {t('reviews.trust.message')}
      </Text>
      <Code block data-testid="signature-message">
        {json(typed.message)}
      </Code>
      <Text size="xs" fw={600}>
        {t('reviews.trust.signatureLabel')}
      </Text>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {payload.signature}
      </Code>
      <Text size="xs" fw={600}>
        {t('reviews.trust.withViem')}
      </Text>
      <Code block data-testid="signature-snippet-viem">
        {viem}
      </Code>
      <Text size="xs" fw={600}>
        {t('reviews.trust.withEthers')}
      </Text>
      <Code block data-testid="signature-snippet-ethers">
        {ethers}
      </Code>
    </Stack>
  );
}

export function SignatureDialog({ review, onClose }: { review: ReviewCard; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useReviewSignature(review.id, true);
  const verdict = useVerdict(
    {
      title: review.title,
      rate: review.rate,
      content: review.content,
      author: review.user.address,
    },
    query.data,
  );
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
        {query.data?.typedData && query.data.signature && (
          <CheckAnywhere payload={query.data} author={review.user.address} />
        )}
      </Stack>
    </Modal>
  );
}

/** A version's signature, verified in the page against the review's author. */
function VersionSignature({
  version,
  author,
}: {
  version: ReviewVersion;
  author: string | undefined;
}) {
  const { t } = useTranslation();
  const verdict = useVerdict(
    author === undefined
      ? null
      : { title: version.title, rate: version.rate, content: version.content, author },
    version,
  );
  if (!version.signed)
    return (
      <Badge variant="outline" color="gray" size="sm">
        {t('reviews.trust.unsigned')}
      </Badge>
    );
  if (author === undefined)
    return (
      <Badge variant="outline" color="teal" size="sm">
        {t('reviews.trust.signed')}
      </Badge>
    );
  if (verdict === 'checking')
    return (
      <Badge variant="outline" color="gray" size="sm" leftSection={<Loader size={10} />}>
        {t('reviews.trust.signed')}
      </Badge>
    );
  const ok = verdict === 'verified' || verdict === 'contract';
  return (
    <Badge
      variant="light"
      color={ok ? 'teal' : 'red'}
      size="sm"
      leftSection={ok ? <IconShieldCheck size={12} /> : <IconAlertTriangle size={12} />}
      data-testid={ok ? 'version-verified' : 'version-not-verified'}
    >
      {ok ? t('reviews.trust.versionVerified') : t('reviews.trust.versionNotVerified')}
    </Badge>
  );
}

export function HistoryDialog({
  reviewId,
  updatedAt,
  author,
  onClose,
}: {
  reviewId: string;
  updatedAt: string;
  author?: string;
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
                <VersionSignature version={v} author={author} />
              </Group>
              <StaticStars value={v.rate} size="xs" />
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
