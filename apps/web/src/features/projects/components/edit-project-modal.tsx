// The edit modal behind the header's edit button: the owner's edit form, or an edit request
// with a note, checked by the API's own schemas (loaded when the modal opens). Loaded when a
// signed-in viewer's button is rendered (the form is heavy).
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, ScrollArea, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { errorMessage } from '@/lib/errors';
import { useCreateEditRequest } from '../api/create-edit-request';
import { useUpdateProject } from '../api/update-project';
import { useProjectForm } from '../hooks/use-project-form';
import { editNoteError, projectToForm, toUpdatePayload } from '../project-form';
import { ProjectFormFields } from './project-form-fields';

export function EditProjectModal({
  project,
  owner,
  opened,
  onClose,
}: {
  project: Project;
  owner: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [initial] = useState(() => projectToForm(project));
  const { form, check, warm, loading, error, showServerErrors } = useProjectForm('edit', initial);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProject(project.id);
  const request = useCreateEditRequest(project.id);
  const busy = update.isPending || request.isPending;
  useEffect(() => {
    if (opened) warm();
  }, [opened, warm]);

  const save = async () => {
    setFailure(null);
    let schemas;
    try {
      schemas = await check();
    } catch (problem) {
      setFailure(errorMessage(problem, t));
      return;
    }
    if (!schemas) return;
    const changes = toUpdatePayload(form.getValues(), initial);
    if (Object.keys(changes).length === 0) {
      setFailure(t('project.edit.noChanges'));
      return;
    }
    if (owner) {
      update.mutate(changes, {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('project.edit.updated') });
          onClose();
        },
        onError: (error) => {
          setFailure(errorMessage(error, t));
          showServerErrors(error);
        },
      });
      return;
    }
    const code = editNoteError(note, schemas);
    if (code) {
      setNoteError(t(`errors.${code}`));
      return;
    }
    setNoteError(null);
    const trimmed = note.trim();
    request.mutate(
      { changes, note: trimmed },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('project.edit.requestSent') });
          onClose();
        },
        onError: (error) => {
          setFailure(errorMessage(error, t));
          showServerErrors(error);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      radius="lg"
      title={
        owner
          ? t('project.edit.ownerTitle', { name: project.name })
          : t('project.edit.requestTitle', { name: project.name })
      }
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="edit-project-modal"
    >
      <Stack gap="lg">
        {!owner && (
          <Alert color="blue" variant="light" icon={<IconAlertCircle size={18} />}>
            {t('project.edit.requestHint')}
          </Alert>
        )}
        <ProjectFormFields form={form} error={error} mode="edit" />
        {!owner && (
          <Textarea
            label={t('project.edit.note')}
            description={t('project.edit.noteHint')}
            required
            autosize
            minRows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={noteError}
            data-testid="edit-request-note"
          />
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            loading={busy || loading}
            data-testid="edit-project-save"
          >
            {owner ? t('project.edit.save') : t('project.edit.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
