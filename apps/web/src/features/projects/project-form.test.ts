import { describe, expect, it } from 'vitest';
import * as schemas from '@chainreview/shared/schemas/project';
import { ApiError } from '@/lib/api-client';
import { makeProject } from '../../../test/fake-api';
import {
  editNoteError,
  emptyProjectForm,
  projectFormErrors,
  projectToForm,
  serverFieldErrors,
  toSubmitPayload,
  toUpdatePayload,
  type ProjectFormValues,
} from './project-form';

const validateProjectForm = (values: ProjectFormValues, mode: 'submit' | 'edit') =>
  projectFormErrors(values, mode, schemas);

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
    values.auditLink = 'https://audits.example/report';
    values.coinGeckoLink = 'coingecko.com/en/coins/a';
    expect(validateProjectForm(values, 'submit')).toEqual({
      'links.websiteLink': 'invalid_format_link',
      'links.twitterLink': 'invalid_format_link',
      coinGeckoLink: 'invalid_format_link',
    });
    values.links.websiteLink = `https://${'a'.repeat(200)}.example`;
    expect(validateProjectForm(values, 'submit')['links.websiteLink']).toBe('link_too_long');
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

  it('holds the limits on both sides of their boundary', () => {
    const ok = emptyProjectForm({ name: 'A', symbol: 'A', chain: 'bsc' });
    const codes = (change: Partial<ProjectFormValues>) =>
      validateProjectForm({ ...ok, ...change }, 'submit');
    expect(codes({ name: 'n'.repeat(100), symbol: 's'.repeat(20), decimals: '36' })).toEqual({});
    expect(codes({ name: 'n'.repeat(101), symbol: 's'.repeat(21), decimals: '37' })).toEqual({
      name: 'name_too_long',
      symbol: 'symbol_too_long',
      decimals: 'decimals_invalid',
    });
    // the description counts as sent, trimmed
    expect(codes({ description: ` ${'d'.repeat(2000)} ` })).toEqual({});
    expect(codes({ description: 'd'.repeat(2001) })).toEqual({
      description: 'description_too_long',
    });
    expect(codes({ name: '   ', contractAddress: `0x${'a'.repeat(40)}` })).toEqual({
      name: 'please_fill_this_field',
    });
  });

  it('checks an edit as PUT reads it: no chain, address or supply asked', () => {
    const values = projectToForm(makeProject({ contractAddress: '0x123', decimals: null }));
    expect(validateProjectForm(values, 'edit')).toEqual({});
    expect(
      validateProjectForm({ ...values, name: ' ', auditLink: 'audit.example' }, 'edit'),
    ).toEqual({ name: 'please_fill_this_field', auditLink: 'invalid_format_link' });
  });

  it("reads an edit request's note as the API does: at least 10 characters once trimmed", () => {
    expect(editNoteError('  123456789  ', schemas)).toBe('note_too_short');
    expect(editNoteError('1234567890', schemas)).toBeUndefined();
  });

  it('puts the API codes that name one field on that field', () => {
    expect(
      serverFieldErrors(
        new ApiError(
          400,
          ['name_too_long', "Invalid 'address' parameter", 'invalid_format_link'],
          '',
        ),
      ),
    ).toEqual({ name: 'name_too_long', contractAddress: 'invalid_address' });
    expect(serverFieldErrors(new ApiError(409, ['already_add'], 'Already add.'))).toEqual({});
    expect(serverFieldErrors(new Error('name_too_long'))).toEqual({});
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
