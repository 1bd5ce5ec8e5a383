import { apiCall, type ApiBody, type ApiSchema } from './client.ts';

/** The operator console's calls (issue 16, decision 171): the vetting queues and the audit log, operators only. */
export type AdminShopRequest = ApiSchema<'AdminShopRequest'>;
export type AdminCompany = ApiSchema<'AdminCompany'>;
export type AuditEntry = ApiSchema<'AdminAuditEntry'>;
export type QueueStatus = AdminShopRequest['status'];

/** A page of a list, with the last page number for the pager. */
export type ListPage<T> = { items: T[]; page: number; last: number; total: number };

const pageOf = <T>(res: { data: T[]; meta?: { current_page: number; last_page: number; total: number } }): ListPage<T> => ({
  items: res.data,
  page: res.meta?.current_page ?? 1,
  last: Math.max(1, res.meta?.last_page ?? 1),
  total: res.meta?.total ?? res.data.length,
});

type Options = { signal?: AbortSignal };

export const shopRequestQueue = (status: QueueStatus, page: number, opts: Options = {}) =>
  apiCall('GET /admin/shop-requests', { query: { status, page }, ...opts }).then(pageOf);
export const approveShopRequest = (id: number) => apiCall('POST /admin/shop-requests/{id}/approve', { params: { id } }).then((r) => r.data);
export const rejectShopRequest = (id: number, reason: string) =>
  apiCall('POST /admin/shop-requests/{id}/reject', { params: { id }, body: { reason } }).then((r) => r.data);

export const companyQueue = (status: QueueStatus, page: number, opts: Options = {}) => apiCall('GET /admin/companies', { query: { status, page }, ...opts }).then(pageOf);
export const approveCompany = (id: number) => apiCall('POST /admin/companies/{id}/approve', { params: { id } }).then((r) => r.data);
export const rejectCompany = (id: number, reason: string) =>
  apiCall('POST /admin/companies/{id}/reject', { params: { id }, body: { rejection_reason: reason } }).then((r) => r.data);

export const auditLog = (page: number, opts: Options = {}) => apiCall('GET /admin/audit-log', { query: { page }, ...opts }).then(pageOf);

export type AdminComplaint = ApiSchema<'AdminComplaint'>;
export type ComplaintStatus = 'open' | 'reviewed' | 'dismissed';
export type ComplaintType = AdminComplaint['type'];
export type ComplaintAction = 'dismiss' | 'hide' | 'block-user';
export type ComplaintFilter = { status: ComplaintStatus; type?: ComplaintType | undefined; topicId?: number | undefined };

export const complaintQueue = (filter: ComplaintFilter, page: number, opts: Options = {}) =>
  apiCall('GET /admin/complaints', { query: { status: filter.status, type: filter.type, topic_id: filter.topicId, page }, ...opts }).then(pageOf);
/** Dismisses the complaint, hides what it is about, or blocks its owner; the complainant is e-mailed the outcome. */
export const actOnComplaint = (id: number, action: ComplaintAction) =>
  apiCall(`POST /admin/complaints/{id}/${action}`, { params: { id } }).then((r) => r.data);

export type AdminMember = ApiSchema<'AdminMember'>;
export type MemberFilter = { q?: string | undefined; blockedOnly: boolean };

export const memberList = (filter: MemberFilter, page: number, opts: Options = {}) =>
  apiCall('GET /admin/users', { query: { q: filter.q, blocked: filter.blockedOnly ? '1' : undefined, page }, ...opts }).then(pageOf);
/** Blocks a member (signed out everywhere, no sign-in until unblocked) or unblocks them. */
export const setMemberBlocked = (id: number, blocked: boolean) =>
  apiCall(blocked ? 'POST /admin/users/{id}/block' : 'POST /admin/users/{id}/unblock', { params: { id } }).then((r) => r.data);

export type TopicNames = ApiBody<'POST /admin/question-topics'>;
/** Adds a complaint topic (id null) or renames one in every language. */
export const saveTopic = (id: number | null, body: TopicNames) =>
  (id === null ? apiCall('POST /admin/question-topics', { body }) : apiCall('PUT /admin/question-topics/{id}', { params: { id }, body })).then((r) => r.data);
export const deleteTopic = (id: number) => apiCall('DELETE /admin/question-topics/{id}', { params: { id } }).then((r) => r.data);

/** The dashboard (decision 175): what waits for an operator, and one row of figures per UTC day of the last `days`. */
export type AdminDashboard = ApiSchema<'AdminDashboard'>;
export type DashboardDay = AdminDashboard['days'][number];
export const dashboard = (days: number, opts: Options = {}) => apiCall('GET /admin/dashboard', { query: { days }, ...opts }).then((r) => r.data);

export type AdminContent = ApiSchema<'AdminContent'>;
export type ContentType = AdminContent['type'];

export const contentList = (type: ContentType, hiddenOnly: boolean, page: number, opts: Options = {}) =>
  apiCall('GET /admin/content', { query: { type, hidden: hiddenOnly ? '1' : undefined, page }, ...opts }).then(pageOf);
/** The path segment of each kind's hide and restore calls: the list's type names, spelled as addresses are. */
const CONTENT_PATHS = { ads: 'ads', feeds: 'feeds', stories: 'stories', comments: 'comments', reviews: 'reviews', hotel_reviews: 'hotel-reviews' } as const satisfies Record<ContentType, string>;
/** Hides content with the reason operators read in the console and the audit log, or shows it again (decisions 177, 178, 191). */
export const setContentHidden = (type: ContentType, id: number, hidden: boolean, reason = '') => {
  const path = CONTENT_PATHS[type];
  return (hidden ? apiCall(`POST /admin/${path}/{id}/hide`, { params: { id }, body: { reason } }) : apiCall(`POST /admin/${path}/{id}/restore`, { params: { id } })).then((r) => r.data);
};

/** The Catalogue tab's reference data (decision 189): currencies, promotion options, shipping methods, plans. */
export type ReferenceData = ApiSchema<'AdminReferenceData'>;
export type ReferenceKind = 'currencies' | 'promotion-options' | 'shipping-methods' | 'subscription-plans';
export const referenceData = (opts: Options = {}) => apiCall('GET /admin/reference-data', opts).then((r) => r.data);
/** Adds a row (id null; not for promotion options, whose levels are fixed) or changes one; the body is the form's fields. */
export const saveReference = (kind: ReferenceKind, id: number | null, body: Record<string, unknown>) =>
  (id === null
    ? apiCall(`POST /admin/${kind as Exclude<ReferenceKind, 'promotion-options'>}`, { body: body as never })
    : apiCall(`PUT /admin/${kind}/{id}`, { params: { id }, body: body as never })
  ).then((r) => r.data);

/** The category trees (decision 186): the whole tree of one kind with hidden categories, and the operators' writes. */
export type AdminCategory = ApiSchema<'AdminCategory'>;
export type CategoryKind = AdminCategory['kind'];
export type CategoryCreate = Exclude<ApiBody<'POST /admin/categories'>, FormData>;
export type CategoryUpdate = Exclude<ApiBody<'PUT /admin/categories/{id}'>, FormData>;

export const categoryTree = (kind: CategoryKind, opts: Options = {}) => apiCall('GET /admin/categories', { query: { kind }, ...opts }).then((r) => r.data);
export const addCategory = (body: CategoryCreate) => apiCall('POST /admin/categories', { body }).then((r) => r.data);
export const updateCategory = (id: number, body: CategoryUpdate) => apiCall('PUT /admin/categories/{id}', { params: { id }, body }).then((r) => r.data);
export const deleteCategory = (id: number) => apiCall('DELETE /admin/categories/{id}', { params: { id } }).then((r) => r.data);
