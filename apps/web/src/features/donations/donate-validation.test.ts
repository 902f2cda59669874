import { describe, expect, it } from 'vitest';
import { LIMITS } from '@chainreview/shared/limits';
import { blocksInput, validateAmount, validateMessage } from './donate-validation';

const limits = LIMITS.donation;

describe('donate validation', () => {
  it('requires an amount above 0', () => {
    expect(validateAmount('', 'BNB', limits, 1)).toEqual({ key: 'donations.amountRequired' });
    expect(validateAmount('0', 'BNB', limits, 1)).toEqual({ key: 'donations.amountRequired' });
  });

  it('names the maximum and minimum of the chosen token', () => {
    expect(validateAmount('11', 'BNB', limits, null)).toEqual({
      key: 'donations.amountMax',
      max: 10,
      token: 'BNB',
    });
    expect(validateAmount('0.5', 'BUSD', limits, 100)).toEqual({
      key: 'donations.amountMin',
      min: 1,
      token: 'BUSD',
    });
  });

  it('refuses more than the balance and accepts an amount within it', () => {
    expect(validateAmount('2', 'BNB', limits, 1.5)).toEqual({ key: 'donations.notEnoughBalance' });
    expect(validateAmount('1.5', 'BNB', limits, 1.5)).toBeNull();
  });

  it('blocks typing above the maximum or anything but a decimal', () => {
    expect(blocksInput('10', 'BNB', limits)).toBe(false);
    expect(blocksInput('10.1', 'BNB', limits)).toBe(true);
    expect(blocksInput('9999', 'BUSD', limits)).toBe(false);
    expect(blocksInput('1e3', 'BUSD', limits)).toBe(true);
    expect(blocksInput('-1', 'BNB', limits)).toBe(true);
  });

  it('allows a message of 200 characters, not 201', () => {
    expect(validateMessage('x'.repeat(200), limits)).toBeNull();
    expect(validateMessage('x'.repeat(201), limits)).toBe('donations.messageMax');
  });
});
