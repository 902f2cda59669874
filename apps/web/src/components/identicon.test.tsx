import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Identicon, identiconPattern, UserAvatar } from './identicon';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('identicon', () => {
  it('is the same picture for the same address in any letter case', () => {
    expect(identiconPattern(A)).toEqual(identiconPattern(A.toLowerCase()));
  });

  it('differs between addresses', () => {
    expect(identiconPattern(A)).not.toEqual(identiconPattern(B));
  });

  it('is mirrored left to right and never empty', () => {
    for (const address of [A, B, '0x0000000000000000000000000000000000000000']) {
      const { cells } = identiconPattern(address);
      expect(cells).toHaveLength(25);
      expect(cells.some(Boolean)).toBe(true);
      for (let row = 0; row < 5; row++)
        expect(cells.slice(row * 5, row * 5 + 5)).toEqual(
          cells.slice(row * 5, row * 5 + 5).reverse(),
        );
    }
  });

  it('draws an SVG without text, and the image instead when the user has one', () => {
    const { container, rerender } = render(
      <MantineProvider>
        <Identicon address={A} size={40} />
      </MantineProvider>,
    );
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('svg')!.textContent).toBe('');
    rerender(
      <MantineProvider>
        <UserAvatar address={A} url="https://example.test/a.png" size={40} />
      </MantineProvider>,
    );
    expect(container.querySelector('[data-testid="identicon"]')).toBeNull();
  });
});
