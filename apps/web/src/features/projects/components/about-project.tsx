// 'About Project' (spec 2): shown when there is a description, collapsible.
import { useId, useState } from 'react';
import { Collapse, Group, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './project-detail.module.css';

export function AboutProject({ description }: { description: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const id = useId();
  if (!description?.trim()) return null;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="about-project">
      <UnstyledButton
        className={classes.aboutToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {t('project.about')}
          </Title>
          <IconChevronDown
            size={18}
            aria-hidden
            style={{
              transform: open ? 'rotate(180deg)' : undefined,
              transition: 'transform 150ms',
            }}
          />
        </Group>
      </UnstyledButton>
      <Collapse in={open} id={id}>
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {description}
        </Text>
      </Collapse>
    </Paper>
  );
}
