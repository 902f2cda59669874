import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeProject } from '../../../../test/fake-api';
import { fakeSession, renderWithSession, VIEWER } from '../../../../test/render-with-session';
import { BadgeSnippets, badgeSnippets } from './badge-snippets';

const project = makeProject({
  id: '40',
  name: 'Evil "Swap" <b>',
  ownerAddress: VIEWER.address.toLowerCase(),
});

describe('owner badge snippets', () => {
  it('gives the owner the SVG and iframe snippets with a preview', async () => {
    await renderWithSession(<BadgeSnippets project={project} />, { session: fakeSession(true) });
    const origin = window.location.origin;
    expect(await screen.findByTestId('badge-snippets')).toBeInTheDocument();
    expect(screen.getByTestId('badge-preview')).toHaveAttribute(
      'src',
      `${origin}/api/public/badge/projects/40.svg`,
    );
    expect(screen.getByTestId('badge-snippet-svg').textContent).toContain(
      `<img src="${origin}/api/public/badge/projects/40.svg" width="240" height="56" alt="Evil &quot;Swap&quot; &lt;b&gt; rating on ChainReview">`,
    );
    expect(screen.getByTestId('badge-snippet-iframe').textContent).toBe(
      `<iframe src="${origin}/embed/badge/40.html" width="240" height="56" style="border:0" title="Evil &quot;Swap&quot; &lt;b&gt; rating on ChainReview" loading="lazy"></iframe>`,
    );
    expect(screen.getByTestId('copy-badge-snippet-svg')).toBeInTheDocument();
    expect(screen.getByTestId('copy-badge-snippet-iframe')).toBeInTheDocument();
  });

  it('shows nothing to anybody else', async () => {
    await renderWithSession(
      <div data-testid="holder">
        <BadgeSnippets
          project={{ ...project, ownerAddress: '0x0000000000000000000000000000000000000001' }}
        />
      </div>,
      { session: fakeSession(true) },
    );
    expect(await screen.findByTestId('holder')).toBeEmptyDOMElement();
    await renderWithSession(<BadgeSnippets project={project} />, { session: fakeSession(false) });
    expect(screen.queryByTestId('badge-snippets')).toBeNull();
  });

  it('escapes the project link in the SVG snippet', () => {
    const s = badgeSnippets('https://x.test', project, 'https://x.test/project/bsc/a"b');
    expect(s.svg.startsWith('<a href="https://x.test/project/bsc/a&quot;b" target="_blank"')).toBe(
      true,
    );
  });
});
