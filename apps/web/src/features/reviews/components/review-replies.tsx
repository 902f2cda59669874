// A review's replies (spec 2, 8): the product owner's first with their label, then
// oldest first, 10 a page with ?page=, the reply box
// ('Reply successful'), editing one's own reply ('Update reply success') and reporting
// anyone else's.
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDots, IconFlag, IconMessageCircle, IconPencil, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Reply } from '@chainreview/shared/schemas/review';
import { DeferredMenu } from '@/components/floating/deferred-menu';
import { QueryState } from '@/components/query-state';
import { withRestTexts } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { REPLIES_PAGE_SIZE, useReplies } from '../api/get-replies';
import { useListPage } from '../hooks/use-page-param';
import { useSessionGuard } from '../hooks/use-session-guard';
import { ListPagination } from './list-pagination';
import { ContentAge, ReviewAuthor } from './review-author';
import { HashtagText } from './rich-content';

const ReportDialog = lazy(() =>
  withRestTexts(import('./report-dialog')).then((m) => ({ default: m.ReportDialog })),
);
// The reply box and its calls (Mantine's Textarea and its autosize, the mutations) only for a
// signed-in viewer: a visitor sees the sign-in button in its place.
const LazyNewReplyForm = lazy(() =>
  withRestTexts(import('./reply-forms')).then((m) => ({ default: m.NewReplyForm })),
);
const LazyEditReplyForm = lazy(() =>
  withRestTexts(import('./reply-forms')).then((m) => ({ default: m.EditReplyForm })),
);

/** A placeholder of the reply box's height while its code loads. */
function ReplyBoxLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton height={118} radius="sm" aria-busy />}>{children}</Suspense>;
}

/** Plain text with its line breaks and linked hashtags (replies are plain text). */
export function PlainTextContent({ text }: { text: string }) {
  return (
    <Text
      size="sm"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      data-testid="reply-content"
    >
      <HashtagText text={text} />
    </Text>
  );
}

function ReplyItem({
  reply,
  reviewId,
  divided,
}: {
  reply: Reply;
  reviewId: string;
  divided: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const { requireNetwork } = useSessionGuard();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  // mounted from the first report on, so that it closes with its transition and focus return
  const [reportUsed, setReportUsed] = useState(false);
  if (reporting && !reportUsed) setReportUsed(true);
  const own = session.user?.id === reply.user.id;

  return (
    <Stack
      gap={6}
      py="sm"
      component="li"
      style={divided ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
      data-testid="reply"
      data-reply-id={reply.id}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ReviewAuthor
          review={{
            user: reply.user,
            isProductOwner: reply.isProductOwner ?? false,
            holderBadge: null,
          }}
          avatarSize={32}
        >
          <ContentAge
            createdAt={reply.createdAt}
            isEdited={reply.isEdited}
            updatedAt={reply.updatedAt}
          />
        </ReviewAuthor>
        {session.isAuthenticated && !editing && (
          <DeferredMenu
            target={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('reviews.reply.actions')}
                data-testid="reply-menu"
              >
                <IconDots size={16} />
              </ActionIcon>
            }
          >
            {(Menu, target) => (
              <Menu position="bottom-end" withinPortal shadow="md">
                <Menu.Target>{target}</Menu.Target>
                <Menu.Dropdown>
                  {own ? (
                    <Menu.Item
                      leftSection={<IconPencil size={16} />}
                      onClick={() => setEditing(true)}
                      data-testid="reply-edit"
                    >
                      {t('reviews.card.edit')}
                    </Menu.Item>
                  ) : (
                    <Menu.Item
                      color="red"
                      leftSection={<IconFlag size={16} />}
                      onClick={() => requireNetwork(() => setReporting(true))}
                      data-testid="reply-report"
                    >
                      {t('reviews.card.report')}
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </DeferredMenu>
        )}
      </Group>
      <div style={{ paddingInlineStart: 44 }}>
        {editing ? (
          <ReplyBoxLoading>
            <LazyEditReplyForm reply={reply} reviewId={reviewId} onDone={() => setEditing(false)} />
          </ReplyBoxLoading>
        ) : (
          <PlainTextContent text={reply.content} />
        )}
      </div>
      {!own && reportUsed && (
        <Suspense fallback={null}>
          <ReportDialog
            target="reply"
            id={reply.id}
            opened={reporting}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

export function ReviewReplies({
  reviewId,
  repliesCount,
}: {
  reviewId: string;
  repliesCount: number;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const top = useRef<HTMLDivElement>(null);
  const [page, setPage] = useListPage();
  const query = useReplies(reviewId, page);
  const total = query.data?.meta.total ?? repliesCount;

  const created = (reply: Reply) => {
    // Replies are oldest first, so a new one is on the last page; the product owner's
    // replies are listed before all others, so theirs is on the first.
    const target = reply.isProductOwner
      ? 1
      : Math.max(1, Math.ceil((total + 1) / REPLIES_PAGE_SIZE));
    if (target !== page) setPage(target);
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="replies-title"
      data-testid="replies"
    >
      <div ref={top} style={{ scrollMarginTop: 80 }}>
        <Group gap="xs" mb="xs">
          <IconMessageCircle size={20} aria-hidden />
          <Title order={2} size="h4" id="replies-title">
            {t('reviews.detail.replies', { total })}
          </Title>
        </Group>
      </div>
      <QueryState
        query={query}
        loading={
          <Stack gap="sm" aria-busy>
            <Skeleton height={60} />
            <Skeleton height={60} />
          </Stack>
        }
        isEmpty={(list) => list.data.length === 0}
        empty={t('reviews.detail.noReplies')}
        emptyIcon={<IconMessageCircle size={26} />}
      >
        {(list) => (
          <Stack gap={0} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.data.map((reply, i) => (
              <ReplyItem key={reply.id} reply={reply} reviewId={reviewId} divided={i > 0} />
            ))}
          </Stack>
        )}
      </QueryState>
      {query.data && (
        <ListPagination
          page={page}
          totalPages={query.data.meta.totalPages}
          onChange={setPage}
          anchor={top}
        />
      )}
      <Divider my="md" />
      {session.isAuthenticated ? (
        <ReplyBoxLoading>
          <LazyNewReplyForm reviewId={reviewId} onCreated={created} />
        </ReplyBoxLoading>
      ) : (
        <Group justify="center">
          <Button
            variant="light"
            leftSection={<IconWallet size={16} />}
            onClick={session.openConnectModal}
            data-testid="reply-connect"
          >
            {t('reviews.reply.signIn')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
