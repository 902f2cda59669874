// Error boundary of the router: an unknown URL shows the not-found page; anything else
// (a failed lazy chunk after a deploy, a render error) offers a reload.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { NotFoundError, useRouteError } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from './not-found';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (error instanceof NotFoundError) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" ta="center" role="alert">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text>{t('routeError.message')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
