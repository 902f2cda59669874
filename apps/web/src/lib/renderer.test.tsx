// The component tests render with what ships: preact/compat, through the build's aliases.
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { Component as PreactComponent } from 'preact';
import { Component as ReactComponent } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {count}
    </button>
  );
}

describe('renderer', () => {
  it('resolves react to preact/compat, and Testing Library renders and updates with it', async () => {
    expect(ReactComponent).toBe(PreactComponent);
    const { container } = render(<Counter />);
    // preact keeps its tree on the container (property `__k`); react-dom does not
    expect(container).toHaveProperty('__k');
    await userEvent.click(screen.getByRole('button', { name: '0' }));
    expect(screen.getByRole('button', { name: '1' })).toBeInTheDocument();
  });
});
