// The owner's rating badge snippets: a preview and copy-paste HTML for the SVG
// badge and the iframe, to show this project's rating on its own site. Owner only.
import { Code, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { badgeUrls, EMBED_BADGE } from '@chainreview/shared/share';
import type { Project } from '@chainreview/shared/schemas/project';
import { CopyButton } from '@/components/copy-button';
import { absoluteUrl } from '@/components/share/absolute-url';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { isProjectOwner } from './edit-project-button';

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function badgeSnippets(origin: string, project: Project, projectUrl: string) {
  const urls = badgeUrls(origin, project.id);
  const alt = attr(`${project.name} rating on ChainReview`);
  const { width, height } = EMBED_BADGE;
  return {
    preview: urls.svg,
    svg: `<a href="${attr(projectUrl)}" target="_blank" rel="noopener"><img src="${urls.svg}" width="${width}" height="${height}" alt="${alt}"></a>`,
    iframe: `<iframe src="${urls.embed}" width="${width}" height="${height}" style="border:0" title="${alt}" loading="lazy"></iframe>`,
  };
}

function Snippet({ label, code, testId }: { label: string; code: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <CopyButton
          value={code}
          label={t('share.badge.copy', { what: label })}
          testId={`copy-${testId}`}
        />
      </Group>
      <Code block data-testid={testId} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {code}
      </Code>
    </Stack>
  );
}

export function BadgeSnippets({ project }: { project: Project }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!isProjectOwner(project, session.user?.address)) return null;
  const origin = window.location.origin;
  const snippets = badgeSnippets(origin, project, absoluteUrl(paths.project.href(project)));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="badge-snippets">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('share.badge.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('share.badge.intro')}
        </Text>
        <Image
          src={snippets.preview}
          w={EMBED_BADGE.width}
          h={EMBED_BADGE.height}
          alt={t('share.badge.preview')}
          data-testid="badge-preview"
        />
        <Snippet label={t('share.badge.svg')} code={snippets.svg} testId="badge-snippet-svg" />
        <Snippet
          label={t('share.badge.iframe')}
          code={snippets.iframe}
          testId="badge-snippet-iframe"
        />
      </Stack>
    </Paper>
  );
}
