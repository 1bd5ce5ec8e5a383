import { describe, expect, it } from 'vitest';
import { ROLES } from '../../common/roles.ts';
import { accountLinks } from '../../src/islands/nav/links.ts';

describe('account menu', () => {
  it('shows the way to the operator console to operators only', () => {
    const hrefs = (roleId: number | null) => accountLinks(roleId === null ? null : { role_id: roleId }).map((l) => l.href);
    expect(hrefs(ROLES.operator)).toContain('/admin');
    expect(hrefs(ROLES.member)).not.toContain('/admin');
    expect(hrefs(null)).not.toContain('/admin');
  });
});
