import { OpenAPIHono } from '@hono/zod-openapi';
import type { Deps } from '../platform/deps.ts';
import type { SessionUser } from '../modules/auth/tokens.ts';
import { throwSchemaProblems } from './validation.ts';
import { refuseNul } from './nul-guard.ts';

export type AppEnv = {
  Variables: {
    deps: Deps;
    /** Set by `optionalUser` / `requireUser` when a valid bearer token came with the request. */
    user: SessionUser | undefined;
    tokenId: number | undefined;
    clientIp: string;
  };
};

const JSON_TYPE = /^application\/([\w.-]+\+)?json/i;
const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i;

/** A module's router: validation failures become the 422 envelope with field errors, and so does a NUL in a body. */
export function moduleRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: async (result, c) => {
      if (result.success) {
        // The body as sent, unknown fields included (the validator cached it); the URL was checked before routing.
        // A route lists several encodings and each one's validator reports, also for a body in another encoding.
        const type = c.req.header('content-type') ?? '';
        if (result.target === 'json' && JSON_TYPE.test(type)) refuseNul(await c.req.json());
        else if (result.target === 'form' && FORM_TYPE.test(type)) refuseNul(await c.req.parseBody({ all: true }));
        return undefined;
      }
      throwSchemaProblems(result.error.issues);
    },
  });
}
