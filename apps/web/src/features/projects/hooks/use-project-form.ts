// The submit and edit forms' state: one @mantine/form checked by the API's body schemas
// (project-form.ts). The schemas load on the first check, or earlier through `warm` (the form
// was focused, the dialog opened): zod is not part of the submit page's first load.
import { useCallback, useRef, useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  loadProjectSchemas,
  projectFormErrors,
  serverFieldErrors,
  type ProjectFormValues,
  type ProjectSchemas,
} from '../project-form';

export type ProjectForm = UseFormReturnType<ProjectFormValues>;

export function useProjectForm(mode: 'submit' | 'edit', initialValues: ProjectFormValues) {
  const { t } = useTranslation();
  const schemas = useRef<ProjectSchemas | null>(null);
  const [loading, setLoading] = useState(false);
  // errors stay until the next check, as the texts are read after pressing the button
  const form = useForm<ProjectFormValues>({
    initialValues,
    clearInputErrorOnChange: false,
    validate: (values) => (schemas.current ? projectFormErrors(values, mode, schemas.current) : {}),
  });

  const warm = useCallback(() => {
    // a failed load is retried, and reported, by the check
    void loadProjectSchemas().then(
      (loaded) => (schemas.current = loaded),
      () => undefined,
    );
  }, []);

  /** Loads the schemas (the button shows it is busy meanwhile; a failed load throws), then
   *  checks every field: the schemas when the form may be sent, null when it may not. */
  async function check(): Promise<ProjectSchemas | null> {
    if (!schemas.current) {
      setLoading(true);
      try {
        schemas.current = await loadProjectSchemas();
      } finally {
        setLoading(false);
      }
    }
    return form.validate().hasErrors ? null : schemas.current;
  }

  /** The translated error of a field, by its path. */
  const error = (path: string) =>
    form.errors[path] ? t(`errors.${String(form.errors[path])}`) : undefined;

  /** Shows a refused request's field codes on their fields. */
  const showServerErrors = (failure: unknown) => {
    const found = serverFieldErrors(failure);
    if (Object.keys(found).length > 0) form.setErrors(found);
  };

  return { form, check, warm, loading, error, showServerErrors };
}
