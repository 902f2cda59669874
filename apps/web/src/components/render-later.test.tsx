import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { endFirstLoad, RenderLater } from './render-later';

describe('RenderLater', () => {
  it('shows the placeholder first and the children one task later on a first load', async () => {
    render(
      <RenderLater placeholder={<p>placeholder</p>}>
        <p>content</p>
      </RenderLater>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();
    expect(await screen.findByText('content')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
  });

  it('renders the children at once after the first load', () => {
    endFirstLoad();
    render(
      <RenderLater placeholder={<p>placeholder</p>}>
        <p>content</p>
      </RenderLater>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
  });
});
