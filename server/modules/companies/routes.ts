import { createRoute, z } from '@hono/zod-openapi';
import { optionalUser, requireUser } from '../../http/auth.ts';
import { IMAGE_BODY_LIMIT, type UploadLimit } from '../../http/body-limits.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { bearerSecurity, formOrJson, okResponse, readBody, readRawBody } from '../../http/openapi.ts';
import {
  companyBodyDoc,
  companyIdParam,
  companyModeratorSchema,
  companyModeratorsSchema,
  companySchema,
  inviteModeratorBody,
  moderatorParams,
  moderatorRequestSchema,
  myCompaniesSchema,
  respondModeratorBody,
} from './schemas.ts';
import {
  companyDetails,
  companyModeratorList,
  createCompany,
  inviteModerator,
  myCompanies,
  myModeratorRequests,
  ownCompanies,
  removeModerator,
  respondModeratorRequest,
  updateCompany,
} from './service.ts';

const tags = ['Companies'];
const companyBody = { required: true, content: { 'multipart/form-data': { schema: companyBodyDoc }, 'application/json': { schema: companyBodyDoc } } };

/** Company requests and updates carry a logo. */
export const companiesUploadLimits: UploadLimit[] = [{ path: /^\/api\/v1\/company(?:\/update\/\d+)?$/, maxBytes: IMAGE_BODY_LIMIT }];

const detailsDescription = 'Approved companies for everyone; a pending or rejected company only for its owner and moderators. Otherwise 404.';

async function visibleCompany(db: Parameters<typeof companyDetails>[0], id: number, viewerId: number | undefined) {
  const company = await companyDetails(db, id, viewerId);
  if (!company) throw notFound('Company not found.', 'COMPANY_NOT_FOUND');
  return company;
}

// Fixed paths (/company/me, /company/my-companies, /company/details/…) are declared before /company/{id}.
export const companiesRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/company',
      tags,
      summary: 'Ask for a company (stored as pending for an operator)',
      description:
        'Multipart (spec 001 §7). name, email, city and country are required; website must start with http:// or https://, phone has 7 to 15 digits. ' +
        'Every failing field is listed in `errors`. The logo is decoded and re-encoded to a 400×400 WebP. The company waits as pending until an ' +
        'operator approves or rejects it in the console (POST /admin/companies/{id}/approve or /reject); the owner is e-mailed either way. Rate-limited per user (upload).',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: companyBody },
      responses: okResponse(companySchema, 'Company request submitted'),
    }),
    async (c) => {
      const user = c.var.user!;
      await c.var.deps.limits.consume('upload', `user:${user.id}`);
      return ok(c, await createCompany(c.var.deps, user.id, await readRawBody(c)), 'Your company request has been submitted for review.');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/me',
      tags,
      summary: 'The companies the caller owns, whatever their status',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      responses: okResponse(z.array(companySchema)),
    }),
    async (c) => ok(c, await ownCompanies(c.var.deps.db, c.var.user!.id), 'My companies'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/my-companies',
      tags,
      summary: "The caller's companies: owned, and moderated",
      description:
        'companies: the companies the caller owns, whatever their status; moderator: the companies whose moderator request the caller accepted. ' +
        "Company ads may be posted for a company of either list while it is approved, active_subscription.status is 'active' and remaining_ads > 0.",
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
      description: detailsDescription,
      middleware: [optionalUser] as const,
      request: { params: companyIdParam },
      responses: okResponse(companySchema),
    }),
    async (c) => ok(c, await visibleCompany(c.var.deps.db, c.req.valid('param').id, c.var.user?.id), 'Company details'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/company/update/{id}',
      tags,
      summary: 'The owner changes a company',
      description:
        'Multipart, the fields of POST /company; only the fields sent change (an optional field sent empty is cleared, a required one cannot be). ' +
        'A new logo replaces the old one. A rejected company goes back to pending for another review. Owner only: 403 NOT_COMPANY_OWNER for a moderator ' +
        'or anyone else who can see the company, 404 for the rest.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: companyIdParam, body: companyBody },
      responses: okResponse(companySchema, 'Company updated'),
    }),
    async (c) => {
      const user = c.var.user!;
      await c.var.deps.limits.consume('upload', `user:${user.id}`);
      return ok(c, await updateCompany(c.var.deps, user.id, c.req.valid('param').id, await readRawBody(c)), 'Company updated.');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/moderators/{id}',
      tags,
      summary: "The owner's view of a company's moderators",
      description: 'data.company and data.moderators (invited, accepted and declined, oldest first). Owner only (403 NOT_COMPANY_OWNER, or 404).',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: companyIdParam },
      responses: okResponse(companyModeratorsSchema),
    }),
    async (c) => ok(c, await companyModeratorList(c.var.deps.db, c.var.user!.id, c.req.valid('param').id), 'Company moderators'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/company/moderators/{id}',
      tags,
      summary: 'The owner invites a member as moderator',
      description:
        "user_id of a verified member (find one with POST /auth/search-user-by-email). The request waits as 'pending' until the member answers " +
        'in POST /moderator-requests/respond. 409 MODERATOR_ALREADY_INVITED when invited or accepted already (someone who declined can be asked again), ' +
        '409 MODERATOR_LIMIT_REACHED past 20 moderators, 422 MODERATOR_SELF for the owner. Owner only.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: companyIdParam, body: formOrJson(inviteModeratorBody) },
      responses: okResponse(companyModeratorSchema, 'Moderator invited'),
    }),
    async (c) => {
      const body = readBody(c, inviteModeratorBody);
      return ok(c, await inviteModerator(c.var.deps, c.var.user!.id, c.req.valid('param').id, body.user_id), 'Moderator invited.');
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/company/moderators/{id}/{userId}',
      tags,
      summary: 'The owner removes a moderator or withdraws an invitation',
      description: 'The moderator can no longer post company ads for the company; their ads stay. Owner only. 404 MODERATOR_REQUEST_NOT_FOUND when not a moderator.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: moderatorParams },
      responses: okResponse(z.null(), 'Moderator removed'),
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      await removeModerator(c.var.deps.db, c.var.user!.id, id, userId);
      return ok(c, null, 'Moderator removed.');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/{id}',
      tags,
      summary: 'One company (as /company/details/{id})',
      description: detailsDescription,
      middleware: [optionalUser] as const,
      request: { params: companyIdParam },
      responses: okResponse(companySchema),
    }),
    async (c) => ok(c, await visibleCompany(c.var.deps.db, c.req.valid('param').id, c.var.user?.id), 'Company details'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/moderator-requests/my',
      tags,
      summary: "The caller's moderator requests",
      description: "Every request of the caller, newest first: 'pending' (waiting for an answer), 'accepted' or 'rejected'.",
      security: bearerSecurity,
      middleware: [requireUser] as const,
      responses: okResponse(z.array(moderatorRequestSchema)),
    }),
    async (c) => ok(c, await myModeratorRequests(c.var.deps.db, c.var.user!.id), 'Moderator requests'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/moderator-requests/respond',
      tags,
      summary: 'Accept or decline a moderator request',
      description:
        "Multipart company_id, moderator_id (the caller) and status 'accepted' or 'rejected'. Only a pending request can be answered " +
        '(409 MODERATOR_REQUEST_ANSWERED); 403 NOT_YOUR_MODERATOR_REQUEST for another member; 404 when there is none.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: formOrJson(respondModeratorBody) },
      responses: okResponse(moderatorRequestSchema, 'Answered'),
    }),
    async (c) => ok(c, await respondModeratorRequest(c.var.deps.db, c.var.user!.id, readBody(c, respondModeratorBody)), 'Your answer has been saved.'),
  );
