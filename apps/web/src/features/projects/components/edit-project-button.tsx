// The header's edit button (spec 2 and 6): the owner (address == ownerAddress) edits the
// project (PUT, 'Project is updated'); anybody else sends an edit request to the admin team.
// Signed out, it opens the Connect Wallet modal first.
import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { errorMessage } from '@/lib/errors';
import { hintTarget } from '@/lib/hint-target';
import { useSession } from '@/lib/session';
import { useCreateEditRequest } from '../api/create-edit-request';
import { useUpdateProject } from '../api/update-project';
import {
  projectToForm,
  toUpdatePayload,
  validateProjectForm,
  type ProjectFormErrors,
} from '../project-form';
import { ProjectFormFields } from './project-form-fields';

export function isProjectOwner(project: Project, address: string | null | undefined): boolean {
  return Boolean(
    address && project.ownerAddress && project.ownerAddress.toLowerCase() === address.toLowerCase(),
  );
}

export function EditProjectButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const owner = isProjectOwner(project, session.user?.address);
  const label = owner ? t('project.edit.owner') : t('project.edit.request');
  return (
    <>
      <Tooltip label={label} withArrow withinPortal>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={label}
          data-testid="edit-project-button"
          {...hintTarget('edit_project')}
          onClick={() => (session.isAuthenticated ? setOpen(true) : session.openConnectModal())}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {session.isAuthenticated && (
        <EditProjectModal
          project={project}
          owner={owner}
          opened={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function EditProjectModal({
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProject(project.id);
  const request = useCreateEditRequest(project.id);
  const busy = update.isPending || request.isPending;

  const save = () => {
    const found = validateProjectForm(values, 'edit');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const changes = toUpdatePayload(values, initial);
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
        onError: (error) => setFailure(errorMessage(error, t)),
      });
      return;
    }
    const trimmed = note.trim();
    if (trimmed.length < 10) {
      setNoteError(t('errors.note_too_short'));
      return;
    }
    setNoteError(null);
    request.mutate(
      { changes, note: trimmed },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('project.edit.requestSent') });
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, t)),
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
        <ProjectFormFields values={values} errors={errors} onChange={setValues} mode="edit" />
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
          <Button onClick={save} loading={busy} data-testid="edit-project-save">
            {owner ? t('project.edit.save') : t('project.edit.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
