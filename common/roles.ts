/**
 * What users.role_id means (decision 171): every account is a member (2, what sign-up gives and the specification's
 * answers carry); an operator (1) also works the console at /admin. `npm run operator -- <e-mail>` makes the first.
 */
export const ROLES = { operator: 1, member: 2 } as const;

export const isOperator = (user: { role_id: number } | null | undefined): boolean => user?.role_id === ROLES.operator;
