// Content taller than 500 px is cut with a fade and an Expand/Collapse button (spec 2, 9).
import { useId, useState, type ReactNode } from 'react';
import { Box, Button } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UI } from '@chainreview/shared/limits';
import classes from './review-card.module.css';

export function CollapsibleContent({
  children,
  maxHeight = UI.contentCollapsePx,
}: {
  children: ReactNode;
  maxHeight?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { ref, height } = useElementSize();
  const [expanded, setExpanded] = useState(false);
  const tall = height > maxHeight;
  const cut = tall && !expanded;
  return (
    <div>
      <Box
        id={id}
        className={classes.collapsible}
        data-cut={cut || undefined}
        style={{ maxHeight: cut ? maxHeight : undefined }}
      >
        <div ref={ref}>{children}</div>
      </Box>
      {tall && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt={4}
          px={4}
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={id}
          rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          data-testid="content-toggle"
        >
          {expanded ? t('reviews.card.collapse') : t('reviews.card.expand')}
        </Button>
      )}
    </div>
  );
}
