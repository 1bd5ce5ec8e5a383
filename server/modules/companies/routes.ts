import { createRoute } from '@hono/zod-openapi';
import { optionalUser, requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { bearerSecurity, okResponse } from '../../http/openapi.ts';
import { companyIdParam, companySchema, myCompaniesSchema } from './schemas.ts';
import { companyDetails, myCompanies } from './service.ts';

const tags = ['Companies'];

export const companiesRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/my-companies',
      tags,
      summary: "The caller's companies: owned, and moderated",
      description:
        'companies: the companies the caller owns, whatever their status; moderator: the companies whose moderator request the caller accepted. ' +
        "Company ads may be posted for a company of either list while active_subscription.status is 'active'.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      responses: okResponse(myCompaniesSchema),
    }),
    async (c) => ok(c, await myCompanies(c.var.deps.db, c.var.user!.id), 'My companies'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/details/{id}',
      tags,
      summary: 'One company',
      description: 'Approved companies for everyone; a pending or rejected company only for its owner and moderators. Otherwise 404.',
      middleware: [optionalUser] as const,
      request: { params: companyIdParam },
      responses: okResponse(companySchema),
    }),
    async (c) => {
      const company = await companyDetails(c.var.deps.db, c.req.valid('param').id, c.var.user?.id);
      if (!company) throw notFound('Company not found.', 'COMPANY_NOT_FOUND');
      return ok(c, company, 'Company details');
    },
  );
