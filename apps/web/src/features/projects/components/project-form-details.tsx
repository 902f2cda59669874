// The details (logo, type, categories, description) and links of the submit, edit and
// edit-request forms (spec 3 project fields, spec 5 validation texts), after their first
// fields: on the submit page they load as they come near (a phone shows the first fields
// only). Bound to the form's state (use-project-form); its errors are codes, shown through
// errors.<code>.
import { useState } from 'react';
import {
  Avatar,
  Button,
  Chip,
  FileButton,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_CATEGORIES,
  PROJECT_TYPES,
  type ProjectCategory,
  type ProjectType,
} from '@chainreview/shared/enums';
import { LIMITS } from '@chainreview/shared/limits';
import { errorMessage } from '@/lib/errors';
import { loadErrorTexts } from '@/lib/i18n';
import { imageFileProblem, uploadImage } from '@/lib/upload';
import type { ProjectForm } from '../hooks/use-project-form';
import { EXTRA_LINK_FIELDS, type ProjectFormValues } from '../project-form';
import { LINK_FIELDS, LINK_ICONS } from './project-links';

export function ProjectDetailsFields({
  form,
  error,
}: {
  form: ProjectForm;
  /** The translated error of a field path. */
  error: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const values = form.getValues();
  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) =>
    form.setValues({ [key]: value });
  const descriptionLength = values.description.length;

  return (
    <>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('projectForm.details')}
        </Title>
        <LogoField
          value={values.avatarUrl}
          onChange={(url) => set('avatarUrl', url)}
          name={values.name}
        />
        <Input.Wrapper label={t('projectForm.type')}>
          <div>
            <SegmentedControl
              aria-label={t('projectForm.type')}
              value={values.type}
              onChange={(v) => set('type', v as ProjectType)}
              data={PROJECT_TYPES.map((type) => ({
                value: type,
                label: t(`projectTypes.${type}`),
              }))}
            />
          </div>
        </Input.Wrapper>
        <Input.Wrapper label={t('projectForm.categories')}>
          <Chip.Group
            multiple
            value={values.categories}
            onChange={(v) => set('categories', v as ProjectCategory[])}
          >
            <Group gap="xs" mt={4} role="group" aria-label={t('projectForm.categories')}>
              {PROJECT_CATEGORIES.map((c) => (
                <Chip key={c} value={c} variant="light" size="sm">
                  {t(`categories.${c}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <Textarea
          label={t('projectForm.description')}
          autosize
          minRows={4}
          maxRows={12}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={error('description')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            <Text
              span
              size="xs"
              c={descriptionLength > LIMITS.projectDescription.max ? 'red' : 'dimmed'}
              display="block"
              ta="right"
              data-testid="description-counter"
            >
              {`${descriptionLength}/${LIMITS.projectDescription.max}`}
            </Text>
          }
          data-testid="field-description"
        />
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('projectForm.links')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('projectForm.linksHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {LINK_FIELDS.map((field) => {
            const Icon = LINK_ICONS[field];
            return (
              <TextInput
                key={field}
                label={t(`projectLinks.${field}`)}
                placeholder="https://"
                type="url"
                leftSection={<Icon size={16} aria-hidden />}
                value={values.links[field]}
                onChange={(e) => form.setFieldValue(`links.${field}`, e.currentTarget.value)}
                error={error(`links.${field}`)}
                data-testid={`field-${field}`}
              />
            );
          })}
          {EXTRA_LINK_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`projectLinks.${field}`)}
              placeholder="https://"
              type="url"
              value={values[field]}
              onChange={(e) => set(field, e.currentTarget.value)}
              error={error(field)}
              data-testid={`field-${field}`}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}

/** Logo upload: PNG or JPG, at most 1 MiB, checked before the upload (spec 5). */
function LogoField({
  value,
  onChange,
  name,
}: {
  value: string;
  onChange: (url: string) => void;
  name: string;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (file: File | null) => {
    const code = imageFileProblem(file);
    if (code || !file) {
      // the error texts are not on the form's first load
      await loadErrorTexts().catch(() => undefined);
      setProblem(t(`errors.${code ?? 'please_choose_an_image'}`));
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      onChange(uploaded.url);
    } catch (error) {
      setProblem(errorMessage(error, t));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper
      label={t('projectForm.logo')}
      description={t('projectForm.logoHint')}
      error={problem}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Group gap="md" mt={6}>
        <Avatar src={value || null} size={64} radius="xl" alt="" color="blue">
          {name.trim().slice(0, 2).toUpperCase() || null}
        </Avatar>
        <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoUp size={16} />}
              loading={uploading}
              data-testid="logo-upload"
            >
              {value ? t('projectForm.changeLogo') : t('projectForm.uploadLogo')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onChange('')}
          >
            {t('projectForm.removeLogo')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
