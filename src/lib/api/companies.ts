import { companyPosting, type CompanyPosting } from '../../../common/company.ts';
import { apiCall, type ApiSchema } from './client.ts';

/** Companies and moderators (spec 001 §7 'Companies and moderators', ads calls all-company-ads and company/{id}). */
export type Company = ApiSchema<'Company'>;
export type CompanyModerator = ApiSchema<'CompanyModerator'>;
export type ModeratorRequest = ApiSchema<'ModeratorRequest'>;

type Options = { signal?: AbortSignal; baseUrl?: string; token?: string | null };

/** Whether company ads may be posted for the company now, and if not, why (common/company.ts). */
export const postingOf = (c: Company): CompanyPosting =>
  companyPosting({ status: c.status, subscriptionRuns: c.active_subscription?.status === 'active', totalAds: c.total_ads, maxAds: c.max_ads });

/** The companies the signed-in member owns and moderates (owned first), each once. */
export async function myCompanies(opts: Options = {}) {
  const res = await apiCall('GET /company/my-companies', opts);
  return { owned: res.data.companies, moderated: res.data.moderator.filter((c) => !res.data.companies.some((o) => o.id === c.id)) };
}

/** The companies the member may post company ads for right now (Create Ad's company selection). */
export async function postableCompanies(opts: Options = {}) {
  const { owned, moderated } = await myCompanies(opts);
  return [...owned, ...moderated].filter((c) => postingOf(c) === 'open');
}

export const companyDetails = (id: number, opts: Options = {}) => apiCall('GET /company/details/{id}', { params: { id }, ...opts }).then((r) => r.data);

/** The company form's fields, as typed. */
export type CompanyForm = {
  name: string;
  description: string;
  website: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  country: string;
  postal_code: string;
};
export type CompanyField = keyof CompanyForm | 'logo';
export const COMPANY_FIELDS: (keyof CompanyForm)[] = ['name', 'description', 'website', 'phone', 'email', 'address', 'city', 'country', 'postal_code'];

export const emptyCompanyForm = (): CompanyForm => ({ name: '', description: '', website: '', phone: '', email: '', address: '', city: '', country: '', postal_code: '' });
export const companyFormOf = (c: Company): CompanyForm => Object.fromEntries(COMPANY_FIELDS.map((f) => [f, c[f] ?? ''])) as CompanyForm;

function body(f: CompanyForm, logo: File | null): FormData {
  const fd = new FormData();
  for (const k of COMPANY_FIELDS) fd.append(k, f[k].trim());
  if (logo) fd.append('logo', logo);
  return fd;
}

export const createCompany = (f: CompanyForm, logo: File | null) => apiCall('POST /company', { body: body(f, logo) }).then((r) => r.data);
export const updateCompany = (id: number, f: CompanyForm, logo: File | null) => apiCall('POST /company/update/{id}', { params: { id }, body: body(f, logo) }).then((r) => r.data);

export const companyModerators = (id: number, opts: Options = {}) => apiCall('GET /company/moderators/{id}', { params: { id }, ...opts }).then((r) => r.data);
export const inviteModerator = (id: number, userId: number) => apiCall('POST /company/moderators/{id}', { params: { id }, body: { user_id: userId } }).then((r) => r.data);
export const removeModerator = (id: number, userId: number) => apiCall('DELETE /company/moderators/{id}/{userId}', { params: { id, userId } });
/** A member by exact e-mail address (to invite as moderator). */
export const findMemberByEmail = (email: string) => apiCall('POST /auth/search-user-by-email', { body: { email } }).then((r) => r.data);

export const myModeratorRequests = (opts: Options = {}) => apiCall('GET /moderator-requests/my', opts).then((r) => r.data);
export const respondModeratorRequest = (r: { company_id: number; moderator_id: number }, status: 'accepted' | 'rejected') =>
  apiCall('POST /moderator-requests/respond', { body: { company_id: r.company_id, moderator_id: r.moderator_id, status } }).then((res) => res.data);

/** A company's active ads, 10 a page (public). */
export const companyAdsPage = (id: number, page: number, opts: Options = {}) => apiCall('GET /ads/company/{id}', { params: { id }, query: { page }, auth: false, ...opts });
