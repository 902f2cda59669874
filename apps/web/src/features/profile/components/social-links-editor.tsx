// Social links in the profile form: name, https:// URL, public switch. Below the level that
// may publish links the switch is locked off and says why (spec 5).
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MAX_SOCIAL_LINKS,
  newLinkKey,
  SOCIAL_LINK_NAMES,
  type LinkErrors,
  type SocialLinkDraft,
} from '../profile-form';
import { SocialLinkIcon } from './social-link-icon';

export function SocialLinksEditor({
  links,
  errors,
  onChange,
  publicAllowed,
  publicLevel,
}: {
  links: SocialLinkDraft[];
  errors: Record<string, LinkErrors>;
  onChange: (links: SocialLinkDraft[]) => void;
  publicAllowed: boolean;
  publicLevel: number;
}) {
  const { t } = useTranslation();
  const update = (key: string, patch: Partial<SocialLinkDraft>) =>
    onChange(links.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const used = new Set(links.map((l) => l.name));
  const nextName = SOCIAL_LINK_NAMES.find((n) => !used.has(n)) ?? 'Website';

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        {t('profile.form.socialLinks')}
      </Text>
      {!publicAllowed && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconLock size={18} />}
          p="xs"
          data-testid="social-gate"
        >
          <Text size="sm" id="social-gate-text">
            {t('profile.form.socialGate', { level: publicLevel })}
          </Text>
        </Alert>
      )}
      {links.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('profile.form.noLinks')}
        </Text>
      )}
      {links.map((link, i) => {
        const err = errors[link.key] ?? {};
        return (
          <Paper key={link.key} withBorder radius="md" p="sm" data-testid="social-link-row">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <Select
                label={t('profile.form.linkName')}
                data={[...new Set([...SOCIAL_LINK_NAMES, link.name].filter(Boolean))]}
                value={link.name}
                onChange={(value) => update(link.key, { name: value ?? '' })}
                allowDeselect={false}
                leftSection={<SocialLinkIcon name={link.name} url={link.url} size={16} />}
                error={err.name ? t(`errors.${err.name}`) : undefined}
                w={150}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput
                label={t('profile.form.linkUrl')}
                placeholder="https://"
                value={link.url}
                onChange={(e) => update(link.key, { url: e.currentTarget.value })}
                error={err.url ? t(`errors.${err.url}`) : undefined}
                style={{ flex: 1, minWidth: 200 }}
                inputMode="url"
                data-testid={`social-link-url-${i}`}
              />
            </Group>
            <Group justify="space-between" mt="xs">
              <Switch
                label={t('profile.form.linkPublic')}
                checked={publicAllowed && link.isPublic}
                disabled={!publicAllowed}
                onChange={(e) => update(link.key, { isPublic: e.currentTarget.checked })}
                aria-describedby={publicAllowed ? undefined : 'social-gate-text'}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('profile.form.removeLink', {
                  name: link.name || t('profile.form.linkName'),
                })}
                onClick={() => onChange(links.filter((l) => l.key !== link.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      {links.length < MAX_SOCIAL_LINKS && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            onChange([...links, { key: newLinkKey(), name: nextName, url: '', isPublic: false }])
          }
          style={{ alignSelf: 'flex-start' }}
          data-testid="add-social-link"
        >
          {t('profile.form.addLink')}
        </Button>
      )}
    </Stack>
  );
}
