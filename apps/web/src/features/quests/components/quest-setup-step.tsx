// Step 1 of Create Quest: project, title, summary, description, banner and dates.
import { useState } from 'react';
import {
  Button,
  FileButton,
  Group,
  Image,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUEST_LIMITS } from '@chainreview/shared/quests';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { showErrorToast } from '@/lib/error-toast';
import { imageFileProblem, uploadImage } from '@/lib/upload';
import classes from './create-quest-form.module.css';
import type { QuestStepProps } from './quest-step-props';

export function QuestSetupStep({
  form,
  err,
  projects,
}: QuestStepProps & { projects: Quest['project'][] }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const values = form.getValues();
  const set = form.setFieldValue;

  async function banner(file: File | null) {
    if (!file) return set('bannerUrl', null);
    const problem = imageFileProblem(file);
    if (problem) return form.setFieldError('bannerUrl', problem);
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      set('bannerUrl', uploaded.url);
    } catch (error) {
      showErrorToast(error, t);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack gap="sm" mt="md">
      <Select
        label={t('quests.form.project')}
        data={projects.map((p) => ({
          value: p.id,
          label: p.symbol ? `${p.name} (${p.symbol})` : p.name,
        }))}
        value={values.projectId}
        onChange={(v) => set('projectId', v)}
        error={err('projectId')}
        allowDeselect={false}
        data-testid="quest-form-project"
      />
      <TextInput
        label={t('quests.form.titleLabel')}
        value={values.title}
        maxLength={QUEST_LIMITS.titleMax}
        onChange={(e) => set('title', e.currentTarget.value)}
        error={err('title')}
        data-testid="quest-form-title"
      />
      <TextInput
        label={t('quests.form.summary')}
        value={values.summary}
        maxLength={QUEST_LIMITS.summaryMax}
        onChange={(e) => set('summary', e.currentTarget.value)}
        error={err('summary')}
        data-testid="quest-form-summary"
      />
      <Textarea
        label={t('quests.form.description')}
        autosize
        minRows={4}
        maxLength={QUEST_LIMITS.descriptionMax}
        value={values.description}
        onChange={(e) => set('description', e.currentTarget.value)}
        error={err('description')}
        data-testid="quest-form-description"
      />
      {/* a picture area, not an empty text box: the chosen banner shows where it goes */}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="quest-banner-label">
          {t('quests.form.banner')}
        </Text>
        <Text size="xs" c="dimmed" id="quest-banner-help">
          {t('quests.form.bannerHelp')}
        </Text>
        <FileButton onChange={(file) => void banner(file)} accept="image/png,image/jpeg">
          {(props) => (
            <UnstyledButton
              {...props}
              disabled={uploading}
              className={classes.bannerPick}
              aria-labelledby="quest-banner-label"
              aria-describedby="quest-banner-help"
              data-testid="quest-form-banner"
            >
              {values.bannerUrl ? (
                <Image src={values.bannerUrl} alt="" radius="md" h={140} fit="cover" />
              ) : (
                <Stack align="center" gap={4} py="lg">
                  <IconPhoto size={28} aria-hidden />
                  <Text size="sm" fw={600}>
                    {uploading ? t('common.pleaseWait') : t('quests.form.bannerChoose')}
                  </Text>
                </Stack>
              )}
            </UnstyledButton>
          )}
        </FileButton>
        {err('bannerUrl') && (
          <Text size="xs" c="red" role="alert">
            {err('bannerUrl')}
          </Text>
        )}
        {values.bannerUrl && (
          <Group gap="xs">
            <FileButton onChange={(file) => void banner(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} variant="default" size="xs" disabled={uploading}>
                  {t('quests.form.bannerReplace')}
                </Button>
              )}
            </FileButton>
            <Button variant="subtle" size="xs" onClick={() => void banner(null)}>
              {t('quests.form.bannerRemove')}
            </Button>
          </Group>
        )}
      </Stack>
      <Group grow align="flex-start">
        <TextInput
          type="datetime-local"
          label={t('quests.form.startsAt')}
          value={values.startsAt}
          onChange={(e) => set('startsAt', e.currentTarget.value)}
          error={err('startsAt')}
          data-testid="quest-form-starts"
        />
        <TextInput
          type="datetime-local"
          label={t('quests.form.endsAt')}
          value={values.endsAt}
          onChange={(e) => set('endsAt', e.currentTarget.value)}
          error={err('endsAt')}
          data-testid="quest-form-ends"
        />
      </Group>
    </Stack>
  );
}
