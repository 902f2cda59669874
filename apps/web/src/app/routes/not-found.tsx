// Not-found screen (spec 2): 'Opps!', 'You are lost' (or a custom text), and Back when there
// is history to go back to, else 'Back to home'.
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useNavigate } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/components/page-title';

/** The router (lib/router.tsx) keeps the history index in history.state.idx: above 0 means we can go back. */
export function canGoBack(): boolean {
  const state =
    typeof window !== 'undefined' ? (window.history.state as { idx?: number } | null) : null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  const back = canGoBack();
  return (
    <Stack align="center" gap="md" py={80} ta="center" data-testid="not-found">
      <Title order={1} fz={64}>
        {t('notFound.title')}
      </Title>
      <Text size="xl">{message ?? t('notFound.message')}</Text>
      {back ? (
        <Button leftSection={<IconArrowLeft size={18} />} onClick={() => void navigate(-1)}>
          {t('notFound.back')}
        </Button>
      ) : (
        <Button component={Link} to={paths.home.href()} leftSection={<IconHome size={18} />}>
          {t('notFound.backHome')}
        </Button>
      )}
    </Stack>
  );
}

export default NotFoundPage;
