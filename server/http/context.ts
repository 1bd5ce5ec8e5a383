import { OpenAPIHono } from '@hono/zod-openapi';
import type { Deps } from '../platform/deps.ts';
import type { SessionUser } from '../modules/auth/tokens.ts';
import { throwSchemaProblems } from './validation.ts';

export type AppEnv = {
  Variables: {
    deps: Deps;
    /** Set by `optionalUser` / `requireUser` when a valid bearer token came with the request. */
    user: SessionUser | undefined;
    tokenId: number | undefined;
    clientIp: string;
  };
};

/** A module's router: validation failures become the 422 envelope with field errors. */
export function moduleRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throwSchemaProblems(result.error.issues);
      return undefined;
    },
  });
}
