// The review form (spec 2, 4, 5) for writing and for editing: stars first; title, content,
// language, the energy note and the confirmation appear once a star is chosen. Messages
// follow the input after 300 ms; counters show 'current/max'; submit is enabled only when
// rated, confirmed, valid and not already submitting.
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBolt } from '@tabler/icons-react';
import type { JSONContent } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import type { RichNode } from '@chainreview/shared/content';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@chainreview/shared/enums';
import { LIMITS, TIMERS } from '@chainreview/shared/limits';
import type { ReviewBody } from '@chainreview/shared/schemas/review';
import { formatCountdown } from '@/lib/energy';
import { useNow } from '@/lib/use-now';
import {
  initialDoc,
  measureReview,
  reviewErrorText,
  sanitizeDoc,
  TITLE_CODES,
} from '../review-validation';
import type { ReviewEditorProps } from './review-editor';
import { RatingInput } from './rating-input';
import classes from './review-form.module.css';
import { withRestTexts } from '@/lib/i18n';

const LazyEditor = lazy(() => withRestTexts(import('./review-editor')));

export interface ReviewFormValues {
  rate: number;
  title: string;
  content: string;
  language: Language;
}

export interface ReviewFormProps {
  mode: 'create' | 'edit';
  initial: ReviewFormValues;
  onSubmit: (body: ReviewBody) => void;
  submitting: boolean;
  /** Energy the review or edit costs (system config reviewEnergy). */
  energyCost: number;
  /** The viewer's energy left: below the cost, submit is disabled (the server would refuse). */
  energyLeft?: number | null;
  /** When the viewer's energy is full again (ms since epoch), for the countdown. */
  energyRefillAt?: number | null;
  onValuesChange?: (values: ReviewFormValues) => void;
  onCancel?: () => void;
  /** Tests swap the Tiptap editor for a simple one. */
  Editor?: ComponentType<ReviewEditorProps>;
}

export function ReviewForm({
  mode,
  initial,
  onSubmit,
  submitting,
  energyCost,
  energyLeft,
  energyRefillAt = null,
  onValuesChange,
  onCancel,
  Editor = LazyEditor,
}: ReviewFormProps) {
  const { t } = useTranslation();
  const ids = { rate: useId(), content: useId(), contentHelp: useId() };
  const [values, setValues] = useState<ReviewFormValues>(initial);
  const [touched, setTouched] = useState({ title: false, content: false });
  const [confirmed, setConfirmed] = useState(false);
  const startDoc = useMemo(
    () => initialDoc(initial.content) as JSONContent | null,
    [initial.content],
  );

  // Messages follow the input 300 ms later (spec 5), and only for fields already typed in.
  const [debounced] = useDebouncedValue(values, TIMERS.formDebounce);
  const [shownTouched] = useDebouncedValue(touched, TIMERS.formDebounce);
  const now = measureReview(values.title, values.content);
  const shown = measureReview(debounced.title, debounced.content);
  const titleCode = shownTouched.title
    ? shown.errors.find((c) => TITLE_CODES.includes(c))
    : undefined;
  const contentCode = shownTouched.content
    ? shown.errors.find((c) => !TITLE_CODES.includes(c))
    : undefined;
  const message = (code: string | undefined) => {
    if (!code) return undefined;
    const { key, values: vars } = reviewErrorText(code);
    return t(key, vars);
  };

  const update = (patch: Partial<ReviewFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const onValuesChangeRef = useRef(onValuesChange);
  onValuesChangeRef.current = onValuesChange;
  useEffect(() => onValuesChangeRef.current?.(values), [values]);

  const recommended = LIMITS.reviewContent.min + LIMITS.recommendedContentExtra;
  // Too little energy: the server would answer not_enough_energy, so submit waits for the
  // refill, whose countdown shows here; once it has passed the server refills on the next call.
  const clock = useNow(energyRefillAt !== null);
  const refillPassed = energyRefillAt !== null && clock >= energyRefillAt;
  const lowEnergy =
    typeof energyLeft === 'number' && energyCost > 0 && energyLeft < energyCost && !refillPassed;
  const canSubmit =
    confirmed && values.rate > 0 && now.errors.length === 0 && !submitting && !lowEnergy;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ title: true, content: true });
    if (!canSubmit) return;
    onSubmit({
      title: values.title.trim(),
      content: values.content,
      rate: values.rate,
      language: values.language,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="review-form"
      aria-busy={submitting || undefined}
    >
      <Stack gap="lg">
        <Stack gap={6} align="flex-start">
          <Text fw={600} id={ids.rate}>
            {t('reviews.form.rating')}
          </Text>
          <Group gap="md" align="center">
            <RatingInput
              value={values.rate}
              onChange={(rate) => update({ rate })}
              labelledBy={ids.rate}
              disabled={submitting}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {values.rate > 0
                ? t(`reviews.form.rateNames.${values.rate}`)
                : t('reviews.form.rateFirst')}
            </Text>
          </Group>
        </Stack>

        {values.rate > 0 && (
          <Stack gap="lg" className={classes.revealed} data-testid="review-form-fields">
            <TextInput
              label={t('reviews.form.title')}
              placeholder={t('reviews.form.titlePlaceholder')}
              withAsterisk
              value={values.title}
              maxLength={LIMITS.reviewTitle.max * 2}
              onChange={(e) => {
                update({ title: e.currentTarget.value.replace(/[\r\n]+/g, ' ') });
                setTouched((s) => ({ ...s, title: true }));
              }}
              // Spec 5: Enter does nothing in the title (no early submit).
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
              error={message(titleCode)}
              rightSection={
                <Text
                  size="xs"
                  c={now.titleLength > LIMITS.reviewTitle.max ? 'red' : 'dimmed'}
                  data-testid="title-counter"
                >
                  {t('reviews.form.counter', {
                    current: now.titleLength,
                    max: LIMITS.reviewTitle.max,
                  })}
                </Text>
              }
              rightSectionWidth={64}
              data-testid="review-title"
            />

            <Stack gap={6}>
              <Text fw={500} size="sm" id={ids.content}>
                {t('reviews.form.content')}{' '}
                <Text span c="red" aria-hidden>
                  *
                </Text>
              </Text>
              <Suspense
                fallback={<Skeleton height={260} radius="md" aria-label={t('common.loading')} />}
              >
                <Editor
                  initialContent={startDoc}
                  onChange={(doc) => {
                    const clean = sanitizeDoc(doc as RichNode);
                    update({ content: clean ? JSON.stringify(clean) : '' });
                    setTouched((s) => ({ ...s, content: true }));
                  }}
                  imageCount={now.images}
                  labelledBy={ids.content}
                  describedBy={ids.contentHelp}
                  invalid={Boolean(contentCode)}
                  placeholder={t('reviews.form.contentPlaceholder')}
                />
              </Suspense>
              <Group justify="space-between" gap="xs" id={ids.contentHelp} align="flex-start">
                <Stack gap={2}>
                  {contentCode ? (
                    <Text size="xs" c="red" role="alert" data-testid="content-error">
                      {message(contentCode)}
                    </Text>
                  ) : null}
                  <Text size="xs" c={now.contentLength >= recommended ? 'teal' : 'dimmed'}>
                    {t('reviews.form.recommended', { min: recommended })}
                  </Text>
                </Stack>
                <Group gap="sm" wrap="nowrap">
                  <Text
                    size="xs"
                    c={now.images > LIMITS.reviewContent.maxImages ? 'red' : 'dimmed'}
                    data-testid="images-counter"
                  >
                    {t('reviews.form.images', {
                      current: now.images,
                      max: LIMITS.reviewContent.maxImages,
                    })}
                  </Text>
                  <Text
                    size="xs"
                    c={now.contentLength > LIMITS.reviewContent.max ? 'red' : 'dimmed'}
                    data-testid="content-counter"
                  >
                    {t('reviews.form.counter', {
                      current: now.contentLength,
                      max: LIMITS.reviewContent.max,
                    })}
                  </Text>
                </Group>
              </Group>
            </Stack>

            <Select
              label={t('reviews.form.language')}
              data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
              value={values.language}
              onChange={(v) => v && update({ language: v as Language })}
              allowDeselect={false}
              maw={280}
              comboboxProps={{ withinPortal: true }}
              data-testid="review-language"
            />

            <Alert
              variant="light"
              color={lowEnergy ? 'red' : 'yellow'}
              icon={<IconBolt size={18} />}
              p="sm"
              data-testid="energy-note"
            >
              <Text size="sm">
                {energyCost > 0
                  ? t('reviews.form.energyNote', { n: energyCost })
                  : t('reviews.form.noEnergy')}
                {lowEnergy && ` ${t('reviews.form.lowEnergy', { n: energyLeft })}`}
              </Text>
              {lowEnergy && (
                <Text size="sm" fw={600} mt={4} role="timer" data-testid="energy-wait">
                  {energyRefillAt !== null
                    ? t('reviews.energy.waitRefill', {
                        time: formatCountdown(energyRefillAt - clock),
                      })
                    : t('reviews.energy.notEnough')}
                </Text>
              )}
            </Alert>

            <Checkbox
              checked={confirmed}
              onChange={(e) => setConfirmed(e.currentTarget.checked)}
              label={t('reviews.form.confirm')}
              data-testid="review-confirm"
            />

            <Group justify="flex-end" gap="sm">
              {onCancel && (
                <Button variant="default" onClick={onCancel} disabled={submitting}>
                  {t('common.cancel')}
                </Button>
              )}
              <Button
                type="submit"
                size="md"
                disabled={!canSubmit}
                loading={submitting}
                data-testid="review-submit"
              >
                {mode === 'create' ? t('reviews.form.submit') : t('reviews.form.save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
