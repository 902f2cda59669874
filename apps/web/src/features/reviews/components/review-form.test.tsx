import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, renderWithSession } from '../../../../test/render-with-session';
import type { ReviewEditorProps } from './review-editor';
import { ReviewForm, type ReviewFormProps } from './review-form';

// A loaded machine runs many suites at once: async queries get more than the default 1 s.
configure({ asyncUtilTimeout: 4000 });

// Tiptap needs a real layout engine; the form is tried with a plain text box that reports
// the same document shape (one paragraph per line, plus an image per [img] marker).
function FakeEditor({ onChange, labelledBy }: ReviewEditorProps) {
  return (
    <textarea
      aria-labelledby={labelledBy}
      data-testid="fake-editor"
      onChange={(e) => {
        const lines = e.currentTarget.value.split('\n');
        onChange({
          type: 'doc',
          content: lines.map((line) =>
            line === '[img]'
              ? { type: 'image', attrs: { src: '/api/public/files/a1.png' } }
              : { type: 'paragraph', content: line ? [{ type: 'text', text: line }] : [] },
          ),
        });
      }}
    />
  );
}

async function renderForm(props: Partial<ReviewFormProps> = {}) {
  const onSubmit = vi.fn();
  await renderWithSession(
    <ReviewForm
      mode="create"
      initial={{ rate: 0, title: '', content: '', language: 'en' }}
      onSubmit={onSubmit}
      submitting={false}
      energyCost={10}
      Editor={FakeEditor}
      {...props}
    />,
    { session: fakeSession(true) },
  );
  return { onSubmit };
}

const CONTENT = 'I used it for three months and the rewards always arrived on time, as promised.';

describe('review form', () => {
  it('shows only the stars until a rating is chosen', async () => {
    await renderForm();
    expect(screen.getByTestId('rating-input')).toBeInTheDocument();
    expect(screen.queryByTestId('review-title')).toBeNull();
    expect(screen.queryByTestId('review-submit')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Rate 4 stars' }));
    expect(screen.getByRole('radio', { name: 'Rate 4 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(await screen.findByTestId('review-title')).toBeInTheDocument();
    expect(screen.getByTestId('fake-editor')).toBeInTheDocument();
    expect(screen.getByText('Your review will consume 10 energy')).toBeInTheDocument();
    expect(
      screen.getByText(
        'I confirm this review is about my own genuine experience. I am eligible to leave this review, and have not been offered any incentive or payment to leave a review for this project.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Recommended length: at least 100 characters')).toBeInTheDocument();
  });

  it('shows the title message 300 ms after typing, with the current/max counter', async () => {
    await renderForm({ initial: { rate: 5, title: '', content: '', language: 'en' } });
    fireEvent.input(screen.getByTestId('review-title'), { target: { value: 'Too short' } });
    expect(screen.getByTestId('title-counter')).toHaveTextContent('9/100');
    // not at once: the message waits for the typing to settle
    expect(screen.queryByText('Minimum length of title is 10 characters')).toBeNull();
    expect(await screen.findByText('Minimum length of title is 10 characters')).toBeInTheDocument();
    fireEvent.input(screen.getByTestId('review-title'), { target: { value: 'x'.repeat(101) } });
    expect(
      await screen.findByText('Maximum length of title is 100 characters'),
    ).toBeInTheDocument();
  });

  it('measures content without images and limits images to 5', async () => {
    await renderForm({ initial: { rate: 5, title: '', content: '', language: 'en' } });
    fireEvent.input(screen.getByTestId('fake-editor'), { target: { value: 'short text\n[img]' } });
    expect(screen.getByTestId('content-counter')).toHaveTextContent('10/5000');
    expect(screen.getByTestId('images-counter')).toHaveTextContent('Images 1/5');
    expect(
      await screen.findByText('Minimum length of content is 50 characters'),
    ).toBeInTheDocument();
    fireEvent.input(screen.getByTestId('fake-editor'), {
      target: { value: `${CONTENT}\n[img]\n[img]\n[img]\n[img]\n[img]\n[img]` },
    });
    expect(await screen.findByText('Maximum images is 5')).toBeInTheDocument();
  });

  it('enables submit only when rated, confirmed and valid, and sends the trimmed title', async () => {
    const { onSubmit } = await renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Rate 4 stars' }));
    const submit = await screen.findByTestId('review-submit');
    expect(submit).toBeDisabled();

    fireEvent.input(screen.getByTestId('review-title'), {
      target: { value: '  Fair rewards, on time  ' },
    });
    fireEvent.input(screen.getByTestId('fake-editor'), { target: { value: CONTENT } });
    expect(submit).toBeDisabled(); // not confirmed yet

    await userEvent.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();

    // invalid again: too short content
    fireEvent.input(screen.getByTestId('fake-editor'), { target: { value: 'meh' } });
    expect(submit).toBeDisabled();
    fireEvent.input(screen.getByTestId('fake-editor'), { target: { value: CONTENT } });
    expect(submit).toBeEnabled();

    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]![0] as {
      title: string;
      content: string;
      rate: number;
      language: string;
    };
    expect(body).toMatchObject({ title: 'Fair rewards, on time', rate: 4, language: 'en' });
    expect(JSON.parse(body.content)).toMatchObject({ type: 'doc' });
  });

  it('keeps submit disabled while submitting', async () => {
    await renderForm({
      initial: { rate: 3, title: 'A fair enough title', content: CONTENT, language: 'en' },
      submitting: true,
    });
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByTestId('review-submit')).toBeDisabled();
  });

  it('does not submit when Enter is pressed in the title', async () => {
    const { onSubmit } = await renderForm({
      initial: { rate: 3, title: 'A fair enough title', content: CONTENT, language: 'en' },
    });
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(screen.getByTestId('review-title'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByTestId('review-title')).toHaveValue('A fair enough title');
  });

  it('reports its values for the local draft', async () => {
    const onValuesChange = vi.fn();
    await renderForm({ onValuesChange });
    await userEvent.click(screen.getByRole('radio', { name: 'Rate 2 stars' }));
    fireEvent.input(await screen.findByTestId('review-title'), {
      target: { value: 'Draft title here' },
    });
    await waitFor(() =>
      expect(onValuesChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ rate: 2, title: 'Draft title here' }),
      ),
    );
  });

  it('disables submit with the refill countdown when energy is below the cost', async () => {
    const refillAt = Date.now() + (2 * 3600 + 5 * 60) * 1000;
    await renderForm({
      initial: { rate: 3, title: 'A fair enough title', content: CONTENT, language: 'en' },
      energyLeft: 9,
      energyRefillAt: refillAt,
    });
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByTestId('review-submit')).toBeDisabled();
    expect(screen.getByTestId('energy-note')).toHaveTextContent('You have 9 energy left.');
    expect(screen.getByTestId('energy-wait')).toHaveTextContent(
      /you can submit when it is full again in 2:0[45]:\d\d/,
    );
  });

  it('enables submit again once the refill time has passed', async () => {
    await renderForm({
      initial: { rate: 3, title: 'A fair enough title', content: CONTENT, language: 'en' },
      energyLeft: 9,
      energyRefillAt: Date.now() - 1000,
    });
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByTestId('review-submit')).toBeEnabled();
    expect(screen.queryByTestId('energy-wait')).toBeNull();
  });

  it('enables submit with exactly the energy it costs', async () => {
    await renderForm({
      initial: { rate: 3, title: 'A fair enough title', content: CONTENT, language: 'en' },
      energyLeft: 10,
      energyRefillAt: Date.now() + 60_000,
    });
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByTestId('review-submit')).toBeEnabled();
  });
});
