import type { z } from '@hono/zod-openapi';
import { ApiError, FieldProblems } from './errors.ts';
import type { MessageStatus } from './message-status.ts';

type Issue = z.core.$ZodIssue;

/** The generic code of a schema problem; the schema's own English text stays the message. */
export function issueCode(issue: Issue): MessageStatus {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'FIELD_REQUIRED';
      return issue.expected === 'number' || issue.expected === 'int' ? 'FIELD_NOT_A_NUMBER' : 'FIELD_INVALID';
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') return Number(issue.minimum) <= 1 ? 'FIELD_REQUIRED' : 'FIELD_TOO_SHORT';
      return 'FIELD_OUT_OF_RANGE';
    case 'too_big':
      if (issue.origin === 'string') return 'FIELD_TOO_LONG';
      if (issue.origin === 'array' || issue.origin === 'set') return 'FIELD_TOO_MANY';
      return 'FIELD_OUT_OF_RANGE';
    case 'invalid_format':
      // A field named email that fails its pattern is an e-mail address problem, whatever pattern the schema uses.
      if (issue.format === 'email' || issue.path.at(-1) === 'email') return 'FIELD_EMAIL_INVALID';
      return issue.format === 'url' ? 'FIELD_URL_INVALID' : 'FIELD_INVALID';
    case 'invalid_value':
      return 'FIELD_CHOICE_INVALID';
    default:
      return 'FIELD_INVALID';
  }
}

/** Schema problems as field problems, keyed by the path (`a.b`, or `_` for the body itself). */
export function schemaProblems(issues: readonly Issue[], keyOf: (issue: Issue) => string = (i) => i.path.map(String).join('.') || '_'): FieldProblems {
  const problems = new FieldProblems();
  for (const issue of issues) problems.add(keyOf(issue), issueCode(issue), issue.message);
  return problems;
}

/** Throws the 422 of failed schema validation: every field's texts, their codes, the first as message. */
export function throwSchemaProblems(issues: readonly Issue[], keyOf?: (issue: Issue) => string): never {
  schemaProblems(issues, keyOf).throwIfAny();
  throw invalidBody();
}

/** A body that is not what the call takes at all (not an object, no fields to point at). */
export const invalidBody = () => new ApiError(422, 'The given data was invalid.', { messageStatus: 'VALIDATION_FAILED' });
