import { apiCall, type ApiSchema } from './client.ts';

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

/** The dashboard (decision 175): what waits for an operator, and one row of figures per UTC day of the last `days`. */
export type AdminDashboard = ApiSchema<'AdminDashboard'>;
export type DashboardDay = AdminDashboard['days'][number];
export const dashboard = (days: number, opts: Options = {}) => apiCall('GET /admin/dashboard', { query: { days }, ...opts }).then((r) => r.data);
