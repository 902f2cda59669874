// The edit profile form: display name, bio (with its counter), language and social links
// in one @mantine/form, checked by the server's schema (profile-form.ts) as the user types once
// they tried to save, then PUT /api/me and 'Your profile has been updated'.
import { useRef } from 'react';
import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
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
  profileUpdate,
  validateProfile,
  type ProfileDraft,
} from '../profile-form';
import { SocialLinksEditor } from './social-links-editor';

/** The form's errors by field path ('socialLinks.0.url'), as @mantine/form keeps them. */
function formErrors(draft: ProfileDraft, hadDisplayName: boolean): Record<string, string> {
  const found = validateProfile(draft, { hadDisplayName });
  const errors: Record<string, string> = {};
  if (found.displayName) errors.displayName = found.displayName;
  if (found.bio) errors.bio = found.bio;
  draft.socialLinks.forEach((link, i) => {
    const linkErrors = found.links[link.key];
    if (linkErrors?.name) errors[`socialLinks.${i}.name`] = linkErrors.name;
    if (linkErrors?.url) errors[`socialLinks.${i}.url`] = linkErrors.url;
  });
  return errors;
}

export function EditProfileForm({ me, onDone }: { me: Me; onDone: () => void }) {
  const { t } = useTranslation();
  const config = useSystemConfig();
  const publicLevel = config.data?.publicSocialLinksLevel ?? 3;
  const publicAllowed = canPublishLinks(me.level, publicLevel);
  // checked on Save, then on every change once Save was tried
  const tried = useRef(false);
  const form = useForm<ProfileDraft>({
    initialValues: draftFromMe(me),
    validate: (values) => formErrors(values, Boolean(me.displayName)),
    clearInputErrorOnChange: false,
    onValuesChange: () => {
      if (tried.current) form.validate();
    },
  });
  const mutation = useUpdateProfile();
  const draft = form.getValues();
  const error = (path: string) =>
    form.errors[path] ? t(`errors.${String(form.errors[path])}`) : undefined;
  const linkErrors = Object.fromEntries(
    draft.socialLinks.map((link, i) => [
      link.key,
      {
        name: form.errors[`socialLinks.${i}.name`] as string | undefined,
        url: form.errors[`socialLinks.${i}.url`] as string | undefined,
      },
    ]),
  );
  const bioLength = [...draft.bio.trim()].length;

  const save = (values: ProfileDraft) => {
    const update = profileUpdate(values, me, publicAllowed);
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
  const submit = (event?: React.FormEvent<HTMLFormElement>) => {
    tried.current = true;
    form.onSubmit(save)(event);
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
          onChange={(e) => form.setFieldValue('displayName', e.currentTarget.value)}
          error={error('displayName')}
          maxLength={LIMITS.displayName.max + 10}
          data-testid="display-name-input"
          autoComplete="nickname"
          data-autofocus
        />
        <Textarea
          label={t('profile.form.bio')}
          value={draft.bio}
          onChange={(e) => form.setFieldValue('bio', e.currentTarget.value)}
          error={error('bio')}
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
          onChange={(value) => value && form.setFieldValue('language', value as Language)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <SocialLinksEditor
          links={draft.socialLinks}
          errors={linkErrors}
          onChange={(socialLinks) => form.setFieldValue('socialLinks', socialLinks)}
          publicAllowed={publicAllowed}
          publicLevel={publicLevel}
        />
        {Object.keys(form.errors).length > 0 && (
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
