// What every step of the Create Quest wizard gets: the form (@mantine/form), a field's error
// as its translated text, and the chosen project (its token symbol labels the amounts).
import type { UseFormReturnType } from '@mantine/form';
import type { Quest } from '@chainreview/shared/schemas/quest';
import type { QuestFormValues } from '../quest-form';

export type QuestForm = UseFormReturnType<QuestFormValues>;

export interface QuestStepProps {
  form: QuestForm;
  err: (field: string) => string | null;
  project: Quest['project'] | null;
}
