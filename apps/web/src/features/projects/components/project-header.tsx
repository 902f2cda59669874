// The project header (spec 2): avatar, name with symbol, verified mark, contract address with
// copy and explorer buttons, chain label, social links, audit/CMC/CG/DEX badges, and the
// share, edit and follow buttons.
import { forwardRef } from 'react';
import { ActionIcon, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconExternalLink } from '@tabler/icons-react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { ChainLabel, explorerUrl, useChainInfo } from '@/components/chain-label';
import { CopyButton } from '@/components/copy-button';
import { shortAddress } from '@/lib/format';
import { ClaimOwnershipButton } from './claim-ownership-button';
import { EditProjectButton } from './edit-project-button';
import { FollowButton } from './follow-button';
import { ProjectAvatar } from './project-avatar';
import { ProjectBadges } from './project-badges';
import { ProjectLinks } from './project-links';
import { ShareProjectButton } from './share-project-button';
import { VerifiedMark } from './verified-mark';
import classes from './project-detail.module.css';

export function ContractAddress({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { explorer } = useChainInfo(project.chain);
  if (!project.contractAddress) return null;
  const href = explorerUrl(explorer, project.chain, project.contractAddress);
  return (
    <Group gap={2} wrap="nowrap" data-testid="contract-address">
      <Text size="sm" ff="monospace" c="dimmed" title={project.contractAddress} visibleFrom="sm">
        {project.contractAddress}
      </Text>
      <Text size="sm" ff="monospace" c="dimmed" title={project.contractAddress} hiddenFrom="sm">
        {shortAddress(project.contractAddress)}
      </Text>
      <CopyButton
        value={project.contractAddress}
        label={t('project.copyAddress')}
        size="sm"
        testId="copy-address"
      />
      {href && (
        <Tooltip label={t('project.openExplorer')} withArrow withinPortal>
          <ActionIcon
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('project.openExplorer')}
            data-testid="explorer-link"
          >
            <IconExternalLink size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

export const ProjectHeader = forwardRef<HTMLDivElement, { project: Project; queryKey: QueryKey }>(
  function ProjectHeader({ project, queryKey }, ref) {
    return (
      <Paper
        ref={ref}
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        data-testid="project-header"
      >
        <div className={classes.header}>
          <div className={classes.headerAvatar}>
            <ProjectAvatar project={project} size={80} visibleFrom="xs" />
            <ProjectAvatar project={project} size={56} hiddenFrom="xs" />
          </div>
          <Stack gap={8} className={classes.headerMain}>
            <Title order={2} size="h2" lh={1.2} style={{ overflowWrap: 'anywhere' }}>
              {project.name}
              {project.symbol && (
                <Text span c="dimmed" fw={600} fz="inherit" ml={8}>
                  {project.symbol}
                </Text>
              )}
              {project.isVerified && (
                <Box
                  component="span"
                  ml={6}
                  style={{ verticalAlign: 'middle', display: 'inline-flex' }}
                >
                  <VerifiedMark size={22} />
                </Box>
              )}
            </Title>
            <Group gap="sm">
              <ChainLabel chain={project.chain} variant="badge" />
              <ContractAddress project={project} />
            </Group>
            <ProjectBadges project={project} />
            <ProjectLinks project={project} />
          </Stack>
          <Group gap="xs" wrap="nowrap" className={classes.headerActions}>
            {project.status !== 'pending' && <ShareProjectButton project={project} />}
            <EditProjectButton project={project} />
            <ClaimOwnershipButton project={project} />
            <FollowButton project={project} queryKey={queryKey} />
          </Group>
        </div>
      </Paper>
    );
  },
);
