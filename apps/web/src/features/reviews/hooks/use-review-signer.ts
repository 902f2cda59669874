// Publishing or editing a review asks the wallet to sign the review's EIP-712 typed data
// (eth_signTypedData_v4). The first time, a notice says why before the wallet opens. The typed
// data names this site (system-configs reviewSignature.site) and the chain the wallet is on:
// wallets refuse typed data whose domain.chainId is not their active chain, so a wallet already
// on a supported network signs there, and one on another network is asked to switch to the
// platform's network (the donation chain) first.
// Without a wallet in this page the review goes out unsigned. A refusal in the wallet publishes
// unsigned too, except for an edit of a signed review: the server refuses to downgrade it, so
// the write stops there.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { actionChainId } from '@chainreview/shared/chains';
import type { ReviewBody } from '@chainreview/shared/schemas/review';
import { processContent } from '@chainreview/shared/content';
import { notifications } from '@mantine/notifications';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { systemConfigQueryOptions } from '@/lib/system-config';

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export interface SignableProject {
  id: string;
  chain: string;
  contractAddress?: string | null;
}

const NO_SIGNING_CHAIN = 'no_signing_chain';

/**
 * The chain to sign on: the wallet's own when this site accepts it, else the platform's network,
 * to which the wallet is asked to switch (a refusal there is a declined signature).
 */
async function signingChainId(
  provider: Eip1193,
  accepted: readonly number[],
  platformChainId: number,
): Promise<number> {
  const current = Number(await provider.request({ method: 'eth_chainId' }).catch(() => NaN));
  if (accepted.includes(current)) return current;
  try {
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${platformChainId.toString(16)}` }],
    });
  } catch (error) {
    if ((error as { code?: number } | null)?.code === 4001) throw error;
    // a wallet that cannot reach a supported chain cannot sign here
    throw Object.assign(new Error('no supported chain to sign on'), { code: NO_SIGNING_CHAIN });
  }
  return platformChainId;
}

export function useReviewSigner() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (project: SignableProject, body: ReviewBody): Promise<ReviewBody> => {
      const author = session.user?.address;
      const provider = (await session.getWalletProvider?.().catch(() => null)) as Eip1193 | null;
      if (!author || !provider) return body;
      const processed = processContent(body.content);
      if (!processed.ok) return body; // the server answers the content error
      // the typed data's hashing (viem) loads when a wallet is there to sign, not with the form
      const signing = await import('@chainreview/shared/review-signature');
      if (!storage.get('review_sign_explained')) {
        notifications.show({
          color: 'blue',
          autoClose: 15_000,
          message: t('reviews.trust.signExplain'),
        });
        storage.set('review_sign_explained', true);
      }
      // the server says which site and chains it accepts; without it, this page's origin
      const config = await queryClient
        .fetchQuery(systemConfigQueryOptions())
        .catch(() => undefined);
      const site = config?.reviewSignature?.site ?? window.location.origin;
      const accepted = config?.reviewSignature?.chainIds ?? signing.reviewSignatureChainIds();
      const chainId = await signingChainId(
        provider,
        accepted,
        actionChainId(config?.donation?.chainId),
      );
      const signedAt = Math.floor(Date.now() / 1000);
      const message = signing.reviewSignatureMessage({
        site,
        chainId,
        author,
        project: { ...project, contractAddress: project.contractAddress ?? null },
        rate: body.rate,
        title: body.title.trim(),
        content: processed.value.content,
        language: body.language,
        signedAt,
      });
      const json = signing.reviewTypedDataJson(message);
      const typed = {
        ...json,
        types: { EIP712Domain: signing.REVIEW_SIGNATURE_DOMAIN_TYPE, ...json.types },
      };
      const signature = (await provider.request({
        method: 'eth_signTypedData_v4',
        params: [session.wallet.address ?? author, JSON.stringify(typed)],
      })) as string;
      return { ...body, signature: { signature, signedAt, chainId, site } };
    },
    [session, queryClient, t],
  );
}

/**
 * Asks for the signature around a write: the body to send, or null when the write stops (a
 * toast says why). A declined signature, or a wallet that cannot switch to a chain this site
 * accepts, sends the body unsigned, unless `mustSign` (an edit of a signed review, which the
 * server refuses unsigned).
 */
export async function signReview(
  sign: ReturnType<typeof useReviewSigner>,
  project: SignableProject,
  body: ReviewBody,
  setSigning: (on: boolean) => void,
  t: (key: string) => string,
  { mustSign = false }: { mustSign?: boolean } = {},
): Promise<ReviewBody | null> {
  setSigning(true);
  try {
    return await sign(project, body);
  } catch (error) {
    const code = (error as { code?: number | string } | null)?.code;
    if (code === NO_SIGNING_CHAIN && !mustSign) {
      notifications.show({ color: 'yellow', message: t('reviews.trust.signNoChainUnsigned') });
      return body;
    }
    const rejected = code === 4001;
    if (rejected && !mustSign) {
      notifications.show({ color: 'yellow', message: t('reviews.trust.signDeclinedUnsigned') });
      return body;
    }
    notifications.show({
      color: rejected ? 'yellow' : 'red',
      message: t(rejected ? 'reviews.trust.signRequired' : 'reviews.trust.signFailed'),
    });
    return null;
  } finally {
    setSigning(false);
  }
}
