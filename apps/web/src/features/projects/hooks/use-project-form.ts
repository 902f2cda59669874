// The submit and edit forms' state: the values and the errors (codes by field path) the API's
// body schemas give them (project-form.ts). The schemas, and the error texts a check shows
// (errors.<code>), load on the first check, or earlier through `warm` (the form was focused,
// the dialog opened): neither zod nor the error texts are part of the submit page's first
// load. The state is kept here rather than in @mantine/form, which would be on that load for
// the five calls these forms make.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorTexts } from '@/lib/i18n';
import {
  loadProjectSchemas,
  projectFormErrors,
  serverFieldErrors,
  type ProjectFormErrors,
  type ProjectFormValues,
  type ProjectSchemas,
} from '../project-form';

type Update = Partial<ProjectFormValues>;

/** The form's values and errors. */
export interface ProjectForm {
  /** The latest values (also between a change and the render it causes). */
  getValues: () => ProjectFormValues;
  /** Merges fields in (from the latest values when given a function). */
  setValues: (update: Update | ((values: ProjectFormValues) => Update)) => void;
  /** Sets one field by its path ('name', 'links.websiteLink'). */
  setFieldValue: (path: string, value: unknown) => void;
  /** Error codes by field path; they stay until the next check or setErrors. */
  errors: ProjectFormErrors;
  setErrors: (errors: ProjectFormErrors) => void;
}

function withPath(values: ProjectFormValues, path: string, value: unknown): ProjectFormValues {
  const [head, ...rest] = path.split('.') as [keyof ProjectFormValues, ...string[]];
  if (rest.length === 0) return { ...values, [head]: value };
  const inner = values[head] as unknown as Record<string, unknown>;
  return { ...values, [head]: { ...inner, [rest.join('.')]: value } };
}

/** Drops empty entries, so an error object has a key only for a field with an error. */
const nonEmpty = (errors: ProjectFormErrors): ProjectFormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, code]) => Boolean(code)));

function useFormState(initialValues: ProjectFormValues): ProjectForm {
  // the state re-renders the form; the ref is read, so that a change is seen before that
  const [, setState] = useState(initialValues);
  const latest = useRef(initialValues);
  const [errors, setErrorState] = useState<ProjectFormErrors>({});
  const put = useCallback((next: ProjectFormValues) => {
    latest.current = next;
    setState(next);
  }, []);
  const getValues = useCallback(() => latest.current, []);
  const setValues = useCallback<ProjectForm['setValues']>(
    (update) => {
      const current = latest.current;
      put({ ...current, ...(typeof update === 'function' ? update(current) : update) });
    },
    [put],
  );
  const setFieldValue = useCallback(
    (path: string, value: unknown) => put(withPath(latest.current, path, value)),
    [put],
  );
  const setErrors = useCallback((next: ProjectFormErrors) => setErrorState(nonEmpty(next)), []);
  return { getValues, setValues, setFieldValue, errors, setErrors };
}

/** The schemas, once the error texts their codes are shown with are in too. */
const loadChecks = () =>
  Promise.all([loadProjectSchemas(), loadErrorTexts()]).then(([schemas]) => schemas);

export function useProjectForm(mode: 'submit' | 'edit', initialValues: ProjectFormValues) {
  const { t } = useTranslation();
  const schemas = useRef<ProjectSchemas | null>(null);
  const [loading, setLoading] = useState(false);
  // errors stay until the next check, as the texts are read after pressing the button
  const form = useFormState(initialValues);

  const warm = useCallback(() => {
    // a failed load is retried, and reported, by the check
    void loadChecks().then(
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
        schemas.current = await loadChecks();
      } finally {
        setLoading(false);
      }
    }
    const found = nonEmpty(projectFormErrors(form.getValues(), mode, schemas.current));
    form.setErrors(found);
    return Object.keys(found).length > 0 ? null : schemas.current;
  }

  /** The translated error of a field, by its path (set by a check, after the texts loaded, or
   *  by showServerErrors, whose API error loaded them before it was built). */
  const error = (path: string) =>
    form.errors[path] ? t(`errors.${String(form.errors[path])}`) : undefined;

  /** Shows a refused request's field codes on their fields. */
  const showServerErrors = (failure: unknown) => {
    const found = serverFieldErrors(failure);
    if (Object.keys(found).length > 0) form.setErrors(found);
  };

  return { form, check, warm, loading, error, showServerErrors };
}
