import { describe, expect, it } from 'vitest';
import { REPORT_RULES, reportWeight, reportsHide } from './reports.ts';

const fresh = { level: 1, accountAgeDays: 0, reviewsCount: 0, upheld: 0, dismissed: 0 };
const trusted = { level: 3, accountAgeDays: 90, reviewsCount: 5, upheld: 0, dismissed: 0 };

describe('report weights', () => {
  it('gives a wallet created a minute ago almost no weight', () => {
    expect(reportWeight(fresh)).toBeLessThan(0.1);
  });

  it('lets three fresh wallets not hide a review, and three trusted members hide it', () => {
    expect(reportsHide([reportWeight(fresh), reportWeight(fresh), reportWeight(fresh)])).toBe(
      false,
    );
    expect(reportsHide([reportWeight(trusted), reportWeight(trusted), reportWeight(trusted)])).toBe(
      true,
    );
    // two trusted members are not enough on their own
    expect(reportsHide([reportWeight(trusted), reportWeight(trusted)])).toBe(false);
  });

  it('needs dozens of fresh wallets to do what three members do', () => {
    const needed = Math.ceil(REPORT_RULES.hideThreshold / reportWeight(fresh));
    expect(needed).toBeGreaterThanOrEqual(50);
  });

  it('grows with level, account age and reviews written', () => {
    const w = (over: Partial<typeof trusted>) => reportWeight({ ...fresh, ...over });
    expect(w({ level: 2 })).toBeGreaterThan(w({ level: 1 }));
    expect(w({ level: 5 })).toBeGreaterThan(w({ level: 3 }));
    expect(w({ accountAgeDays: 10 })).toBeGreaterThan(w({ accountAgeDays: 2 }));
    expect(w({ reviewsCount: 3 })).toBeGreaterThan(w({ reviewsCount: 1 }));
  });

  it('rewards upheld reports (capped) and punishes dismissed ones, within bounds', () => {
    expect(reportWeight({ ...trusted, upheld: 3 })).toBeCloseTo(0.8 + 0.3);
    expect(reportWeight({ ...trusted, upheld: 50 })).toBeCloseTo(0.8 + REPORT_RULES.upheldBonusCap);
    expect(reportWeight({ ...trusted, dismissed: 2 })).toBeCloseTo(0.3);
    expect(reportWeight({ ...trusted, dismissed: 20 })).toBe(REPORT_RULES.minWeight);
    expect(
      reportWeight({ level: 9, accountAgeDays: 999, reviewsCount: 99, upheld: 99, dismissed: 0 }),
    ).toBe(REPORT_RULES.maxWeight);
  });
});
