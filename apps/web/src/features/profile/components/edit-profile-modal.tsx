// Edit profile (spec 2, 5): the dialog around the form. The form (with the form library and
// the profile schema) loads once the owner's own profile shows, not with a visitor's page;
// it is there by the time the dialog opens, so the display name gets the focus as before.
import { useEffect, useState } from 'react';
import { Center, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Me } from '@chainreview/shared/schemas/user';
import type { EditProfileForm as EditProfileFormType } from './edit-profile-form';

type FormComponent = typeof EditProfileFormType;

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
  const [EditProfileForm, setForm] = useState<FormComponent | null>(null);
  useEffect(() => {
    let live = true;
    void import('./edit-profile-form').then((m) => live && setForm(() => m.EditProfileForm));
    return () => {
      live = false;
    };
  }, []);
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
      {opened &&
        (EditProfileForm ? (
          <EditProfileForm me={me} onDone={onClose} />
        ) : (
          <Center py="xl">
            <Loader aria-label={t('common.pleaseWait')} />
          </Center>
        ))}
    </Modal>
  );
}
