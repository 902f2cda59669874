// The fields of the submit, edit and edit-request forms (spec 3 project fields, spec 5
// validation texts), bound to the form's state (use-project-form); its errors are codes, shown
// through errors.<code>. The submit page puts the two parts together itself, the details
// loading as they come near.
import { Stack } from '@mantine/core';
import { ProjectBasicsFields, type ProjectFieldsProps } from './project-form-basics';
import { ProjectDetailsFields } from './project-form-details';

export function ProjectFormFields({ form, error, mode }: ProjectFieldsProps) {
  return (
    <Stack gap="xl">
      <ProjectBasicsFields form={form} error={error} mode={mode} />
      <ProjectDetailsFields form={form} error={error} />
    </Stack>
  );
}
