// The loading / error-with-retry / empty / data chain, driven by a real query.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { renderRoute } from '../../test/render';
import { QueryState } from './query-state';

let answers: Array<() => Promise<string[]>> = [];

function List() {
  const query = useQuery({
    queryKey: ['query-state-test'],
    queryFn: () => answers.shift()!(),
    retry: false,
  });
  return (
    <QueryState
      query={query}
      loading={<p>loading</p>}
      isEmpty={(rows) => rows.length === 0}
      empty="Nothing yet"
      emptyTestId="rows-empty"
    >
      {(rows) => <p data-testid="rows">{rows.join(',')}</p>}
    </QueryState>
  );
}

function Framed() {
  const query = useQuery({
    queryKey: ['query-state-test-framed'],
    queryFn: () => answers.shift()!(),
    retry: false,
  });
  return (
    <QueryState
      query={query}
      loading={<p>loading</p>}
      isEmpty={(rows) => rows.length === 0}
      empty={<p data-testid="own-empty">none</p>}
      renderError={(error, retry) => (
        <button type="button" onClick={retry}>
          {`again after ${error.message}`}
        </button>
      )}
      frame={(node) => <section data-testid="frame">{node}</section>}
    >
      {(rows) => <p data-testid="rows">{rows.join(',')}</p>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows loading, then the failure with a retry, then the data', async () => {
    let fail!: (error: Error) => void;
    answers = [
      () => new Promise<string[]>((_, reject) => (fail = reject)),
      () => Promise.resolve(['a', 'b']),
    ];
    await renderRoute(List);
    expect(screen.getByText('loading')).toBeInTheDocument();
    fail(new Error('node down'));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('node down')).toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByTestId('rows')).toHaveTextContent('a,b');
  });

  it('shows the empty message when the data has nothing to show', async () => {
    answers = [() => Promise.resolve([])];
    await renderRoute(List);
    expect(await screen.findByTestId('rows-empty')).toHaveTextContent('Nothing yet');
    expect(screen.queryByTestId('rows')).not.toBeInTheDocument();
  });

  it("shows a screen's own failure and empty views inside its frame", async () => {
    answers = [() => Promise.reject(new Error('gone')), () => Promise.resolve([])];
    await renderRoute(Framed);
    const again = await screen.findByRole('button', { name: 'again after gone' });
    expect(screen.getByTestId('frame')).toContainElement(again);
    await userEvent.click(again);
    const empty = await screen.findByTestId('own-empty');
    expect(screen.getByTestId('frame')).toContainElement(empty);
    expect(screen.queryByTestId('rows')).not.toBeInTheDocument();
  });
});
