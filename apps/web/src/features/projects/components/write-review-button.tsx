// 'Write your review' when signed in, 'Connect wallet to review' when not (spec 2). Hiding it
// once the viewer has reviewed needs the my-review call of the reviews feature.
import { Button, type ButtonProps } from '@mantine/core';
import { IconPencil, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { useSession } from '@/lib/session';
import { useRateAndWrite } from '../hooks/use-rate-and-write';

export function WriteReviewButton({
  project,
  testId,
  compact = false,
  ...props
}: { project: Project; testId?: string; compact?: boolean } & ButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { openWriteReview } = useRateAndWrite(project);
  if (session.isAuthenticated)
    return (
      <Button
        leftSection={<IconPencil size={16} />}
        onClick={() => openWriteReview()}
        data-testid={testId ?? 'write-review-button'}
        aria-label={compact ? t('project.writeReview') : undefined}
        {...props}
      >
        {compact ? t('project.reviewShort') : t('project.writeReview')}
      </Button>
    );
  return (
    <Button
      variant="light"
      leftSection={<IconWallet size={16} />}
      onClick={session.openConnectModal}
      loading={session.status === 'restoring' || session.status === 'authenticating'}
      data-testid={testId ? `${testId}-connect` : 'connect-to-review-button'}
      aria-label={compact ? t('project.connectToReview') : undefined}
      {...props}
    >
      {compact ? t('project.reviewShort') : t('project.connectToReview')}
    </Button>
  );
}
