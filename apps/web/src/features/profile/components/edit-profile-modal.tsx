// Edit profile (spec 2, 5): display name, bio (with its counter), language and social links;
// checked as the user types once they tried to save, then PUT /api/me and 'Your profile has
// been updated'. Server errors show as the catalogue's texts.
import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@chainreview/shared/enums';
import { LIMITS } from '@chainreview/shared/limits';
import type { Me } from '@chainreview/shared/schemas/user';
import { useSystemConfig } from '@/lib/system-config';
import { showErrorToast } from '@/lib/error-toast';
import { useUpdateProfile } from '../api/update-profile';
import {
  canPublishLinks,
  draftFromMe,
  hasErrors,
  profileUpdate,
  validateProfile,
  type ProfileDraft,
} from '../profile-form';
import { SocialLinksEditor } from './social-links-editor';

export function EditProfileModal({
  me,
  opened,
  onClose,
}: {
  me: Me;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} size="lg">
          {t('profile.editTitle')}
        </Text>
      }
      size="lg"
      fullScreen={Boolean(small)}
      radius="lg"
    >
      {opened && <EditProfileForm me={me} onDone={onClose} />}
    </Modal>
  );
}

export function EditProfileForm({ me, onDone }: { me: Me; onDone: () => void }) {
  const { t } = useTranslation();
  const config = useSystemConfig();
  const publicLevel = config.data?.publicSocialLinksLevel ?? 3;
  const publicAllowed = canPublishLinks(me.level, publicLevel);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromMe(me));
  const [touched, setTouched] = useState(false);
  const mutation = useUpdateProfile();
  const errors = validateProfile(draft, { hadDisplayName: Boolean(me.displayName) });
  const shown = touched ? errors : { links: {} };
  const bioLength = [...draft.bio.trim()].length;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (hasErrors(errors)) return;
    const update = profileUpdate(draft, me, publicAllowed);
    if (Object.keys(update).length === 0) {
      onDone();
      return;
    }
    mutation.mutate(update, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('profile.updated') });
        onDone();
      },
      onError: (error) => showErrorToast(error, t),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="edit-profile-form">
      <Stack gap="md">
        <TextInput
          label={t('profile.form.displayName')}
          description={t('profile.form.displayNameHint', {
            min: LIMITS.displayName.min,
            max: LIMITS.displayName.max,
          })}
          value={draft.displayName}
          onChange={(e) => setDraft({ ...draft, displayName: e.currentTarget.value })}
          error={shown.displayName ? t(`errors.${shown.displayName}`) : undefined}
          maxLength={LIMITS.displayName.max + 10}
          data-testid="display-name-input"
          autoComplete="nickname"
          data-autofocus
        />
        <Textarea
          label={t('profile.form.bio')}
          value={draft.bio}
          onChange={(e) => setDraft({ ...draft, bio: e.currentTarget.value })}
          error={shown.bio ? t(`errors.${shown.bio}`) : undefined}
          autosize
          minRows={2}
          maxRows={5}
          data-testid="bio-input"
          description={
            <Text
              span
              size="xs"
              c={bioLength > LIMITS.bio.max ? 'red' : 'dimmed'}
              aria-live="polite"
            >
              {t('profile.form.counter', { current: bioLength, max: LIMITS.bio.max })}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Select
          label={t('profile.form.language')}
          description={t('profile.form.languageHint')}
          data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          value={draft.language}
          onChange={(value) => value && setDraft({ ...draft, language: value as Language })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <SocialLinksEditor
          links={draft.socialLinks}
          errors={shown.links}
          onChange={(socialLinks) => setDraft({ ...draft, socialLinks })}
          publicAllowed={publicAllowed}
          publicLevel={publicLevel}
        />
        {touched && hasErrors(errors) && (
          <Text size="sm" c="red" role="alert">
            {t('profile.form.fixErrors')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} data-testid="save-profile">
            {t('profile.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
