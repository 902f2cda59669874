// A page's heading; also sets the document title ("<title> | ChainReview").
import { useEffect } from 'react';
import { Title, type TitleProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} | ${product}` : product;
  }, [title, product]);
}

export function PageTitle({
  title,
  order = 1,
  ...props
}: { title: string } & Omit<TitleProps, 'children'>) {
  useDocumentTitle(title);
  return (
    <Title order={order} mb="lg" {...props}>
      {title}
    </Title>
  );
}
