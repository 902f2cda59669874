// The reply box with its call: a new reply, and editing one's own. Loaded for a signed-in
// viewer only (a visitor sees the sign-in button in its place), with its calls' code.
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Reply } from '@chainreview/shared/schemas/review';
import { showErrorToast } from '@/lib/error-toast';
import { useCreateReply } from '../api/create-reply';
import { useUpdateReply } from '../api/update-reply';
import { ReplyInput } from './reply-input';

/** The box for a new reply ('Reply successful'); `onCreated` gets the reply that was added. */
export function NewReplyForm({
  reviewId,
  onCreated,
}: {
  reviewId: string;
  onCreated: (reply: Reply) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateReply(reviewId);
  return (
    <ReplyInput
      submitLabel={t('reviews.reply.submit')}
      submitting={create.isPending}
      onSubmit={(content) =>
        create.mutateAsync(content).then(
          (reply) => {
            notifications.show({ color: 'teal', message: t('reviews.reply.success') });
            onCreated(reply);
            return true;
          },
          (error: unknown) => {
            showErrorToast(error, t, t('common.error'));
            return false;
          },
        )
      }
    />
  );
}

/** The box editing one's own reply ('Update reply success'); `onDone` when saved or cancelled. */
export function EditReplyForm({
  reply,
  reviewId,
  onDone,
}: {
  reply: Reply;
  reviewId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateReply(reviewId);
  return (
    <ReplyInput
      initial={reply.content}
      submitLabel={t('reviews.reply.save')}
      submitting={update.isPending}
      autoFocus
      testId="reply-edit-input"
      onCancel={onDone}
      onSubmit={(content) =>
        update.mutateAsync({ replyId: reply.id, content }).then(
          () => {
            notifications.show({ color: 'teal', message: t('reviews.reply.updated') });
            onDone();
            return true;
          },
          (error: unknown) => {
            showErrorToast(error, t, t('common.error'));
            return false;
          },
        )
      }
    />
  );
}
