import { describe, expect, it } from 'vitest';
import { companyPosting } from '../../common/company.ts';

describe('companyPosting: who may post company ads now', () => {
  const open = { status: 'approved', subscriptionRuns: true, totalAds: 2, maxAds: 3 };

  it('is open for an approved company with a running subscription and ads left', () => {
    expect(companyPosting(open)).toBe('open');
  });

  it('says why not, approval first, then the subscription, then the quota', () => {
    expect(companyPosting({ ...open, status: 'pending', subscriptionRuns: false, totalAds: 3 })).toBe('not_approved');
    expect(companyPosting({ ...open, status: 'rejected' })).toBe('not_approved');
    expect(companyPosting({ ...open, subscriptionRuns: false, totalAds: 3 })).toBe('expired');
    expect(companyPosting({ ...open, totalAds: 3 })).toBe('exhausted');
    expect(companyPosting({ ...open, totalAds: 0, maxAds: 0 })).toBe('exhausted');
  });
});
