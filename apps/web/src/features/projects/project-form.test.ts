import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../test/fake-api';
import {
  emptyProjectForm,
  projectToForm,
  toSubmitPayload,
  toUpdatePayload,
  validateProjectForm,
} from './project-form';

describe('project form', () => {
  it("asks to fill the name, symbol and chain ('Please fill this field')", () => {
    expect(validateProjectForm(emptyProjectForm(), 'submit')).toEqual({
      name: 'please_fill_this_field',
      symbol: 'please_fill_this_field',
      chain: 'please_fill_this_field',
    });
  });

  it('accepts only https:// links', () => {
    const values = emptyProjectForm({ name: 'A', symbol: 'A', chain: 'bsc' });
    values.links.websiteLink = 'http://example.com';
    values.links.twitterLink = 'x.com/abc';
    values.extra.auditLink = 'https://audits.example/report';
    expect(validateProjectForm(values, 'submit')).toEqual({
      websiteLink: 'invalid_format_link',
      twitterLink: 'invalid_format_link',
    });
  });

  it('limits the description to 2000 characters and checks address, decimals and supply', () => {
    const values = emptyProjectForm({
      name: 'A',
      symbol: 'A',
      chain: 'bsc',
      description: 'x'.repeat(2001),
      contractAddress: '0x123',
      decimals: '40',
      totalSupply: '12a',
    });
    expect(validateProjectForm(values, 'submit')).toEqual({
      description: 'description_too_long',
      contractAddress: 'invalid_address',
      decimals: 'decimals_invalid',
      totalSupply: 'total_supply_invalid',
    });
    // a Solana address is not an EVM address, and that is fine
    expect(
      validateProjectForm(
        { ...values, chain: 'solana', description: '', decimals: '9', totalSupply: '1' },
        'submit',
      ),
    ).toEqual({});
  });

  it('sends trimmed values and leaves out empty optional fields', () => {
    const values = emptyProjectForm({
      name: ' Aurora ',
      symbol: ' ASWP ',
      chain: 'bsc',
      decimals: '18',
    });
    values.links.websiteLink = ' https://aurora.example ';
    expect(toSubmitPayload(values)).toEqual({
      name: 'Aurora',
      symbol: 'ASWP',
      chain: 'bsc',
      decimals: 18,
      description: '',
      categories: [],
      type: 'normal',
      auditLink: '',
      coinGeckoLink: '',
      coinMarketCapLink: '',
      links: { websiteLink: 'https://aurora.example' },
    });
  });

  it('sends only the changed fields in an edit, with an emptied logo or link as empty text', () => {
    const before = projectToForm(
      makeProject({ description: 'Old', links: { websiteLink: 'https://a.example' } }),
    );
    const after = {
      ...before,
      description: 'New text',
      links: { ...before.links, twitterLink: 'https://x.com/a' },
    };
    const changes = toUpdatePayload(after, before);
    expect(Object.keys(changes).sort()).toEqual(['description', 'links']);
    expect(changes.description).toBe('New text');
    // every link is sent with the links, '' meaning "remove"
    expect(changes.links).toMatchObject({
      websiteLink: 'https://a.example',
      twitterLink: 'https://x.com/a',
      discordLink: '',
    });
    expect(toUpdatePayload(before, before)).toEqual({});
    expect(
      toUpdatePayload(
        { ...before, avatarUrl: '' },
        { ...before, avatarUrl: 'https://img.example/a.png' },
      ),
    ).toEqual({ avatarUrl: '' });
  });
});
