import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AdminEndpointEntry } from '@newsroom/contract/admin/endpoints';
import { ApiError, forbidden, unauthorized } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { addressKey, addressOf } from '../../core/client-address';
import { describeForLog } from '../../core/log-error';
import { FieldErrors } from './admin-errors';
import { parseInput, readWriteInput } from './admin-input';
import type { AdminResult, AdminRoute } from './admin-route';
import { writeAudit } from './audit';
import { checkCsrfToken, checkReadSite, checkWriteOrigin } from './request-checks';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie';
import { resolveStaffSession, type StaffCaller } from './staff-session';

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const inProduction = () => process.env.NODE_ENV === 'production';

export function adminFailure(c: Context, status: number, message: string, errors?: Record<string, string>): Response {
  return c.body(JSON.stringify(errors ? { message, errors } : { message }), status as 400, JSON_TYPE);
}

/**
 * One call, checked in this order so a refusal never depends on a valid body: where it comes from
 * (Origin on writes, Sec-Fetch-Site on reads), the staff session (its cookie only, read from the
 * database), the role, the CSRF token on writes, then the input. After the handler: the audit entry
 * and the cache clear, only for a success.
 */
async function run(c: Context, route: AdminRoute, deps: HandlerDeps): Promise<Response> {
  const entry: AdminEndpointEntry = route.entry;
  const write = entry.method !== 'GET';
  if (write) checkWriteOrigin(c, deps.config.publicUrl);
  else checkReadSite(c);

  let staff: StaffCaller | null = null;
  const token = readSessionCookie(c, deps.config.publicUrl);
  if (entry.roles !== 'public') {
    staff = token ? await resolveStaffSession(deps, token) : null;
    if (!staff) throw unauthorized('Please sign in to the console');
    if (!(entry.roles as readonly string[]).includes(staff.role)) throw forbidden('Your role does not allow this');
    if (write) checkCsrfToken(c, staff.token);
  }

  const address = addressKey(addressOf(c, deps.config.trustProxyHops));
  const input = write ? await readWriteInput(c, entry.files) : { body: undefined, files: {} };
  const call = {
    deps,
    params: parseInput(entry.params, c.req.param()),
    query: parseInput(entry.query, c.req.query()),
    body: write ? parseInput(entry.body, input.body) : undefined,
    files: input.files,
    staff,
    sessionCookie: token,
    address,
    userAgent: c.req.header('user-agent') ?? '',
  };
  const result: AdminResult<never> = await (route.handle as (call: unknown) => Promise<AdminResult<never>>)(call);

  if (write) {
    if (result.audit === undefined && !inProduction()) throw new Error(`admin route ${route.name} wrote without saying what it changed`);
    if (result.audit) {
      const actor = result.audit.actor ?? (staff ? { id: staff.id, email: staff.email } : { id: null, email: '' });
      await writeAudit(deps, result.audit, actor, address);
    }
  }
  if (route.invalidates) deps.cache.clear();
  if (!inProduction()) checkAnswer(route, result.data);

  if (result.cookie && 'set' in result.cookie) writeSessionCookie(c, deps.config.publicUrl, result.cookie.set, deps.config.admin.sessionMaxMs);
  else if (result.cookie) clearSessionCookie(c, deps.config.publicUrl);
  const answer = result.total === undefined ? { data: result.data } : { data: result.data, total: result.total };
  return c.body(JSON.stringify(answer), result.status ?? 200, JSON_TYPE);
}

/** Outside production an answer the contract does not promise is a bug, not a surprise for the console. */
function checkAnswer(route: AdminRoute, data: unknown): void {
  const parsed = route.entry.data.safeParse(data);
  if (!parsed.success) throw new Error(`admin route ${route.name} answered outside its contract: ${parsed.error.message}`);
}

const SMALL_BODY_BYTES = 1024 * 1024;
/** A route that takes files may carry a gallery: this many uploads at the largest size. */
const MOST_FILES_PER_WRITE = 12;

/**
 * Serves each route at `/admin/api/<path>` with its method. A body is bounded before it is read:
 * 1 MB, or room for the files of a route that takes them.
 */
export function mountAdminRoutes(app: Hono, routes: readonly AdminRoute[], deps: HandlerDeps): void {
  const tooLarge = (c: Context) => adminFailure(c, 413, 'The request is too large');
  const smallBody = bodyLimit({ maxSize: SMALL_BODY_BYTES, onError: tooLarge });
  const uploadBody = bodyLimit({ maxSize: deps.config.uploadMaxBytes * MOST_FILES_PER_WRITE + SMALL_BODY_BYTES, onError: tooLarge });
  for (const route of routes) {
    const method = route.entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const entry: AdminEndpointEntry = route.entry;
    app[method](`/admin/api/${route.entry.path}`, entry.files?.length ? uploadBody : smallBody, async (c) => {
      try {
        return await run(c, route, deps);
      } catch (error) {
        if (error instanceof FieldErrors) return adminFailure(c, error.status, error.message, error.errors);
        if (error instanceof ApiError) return adminFailure(c, error.status, error.message);
        console.error(`[admin] ${route.name} failed: ${describeForLog(error)}`);
        return adminFailure(c, 500, 'Something went wrong on our side, please try again');
      }
    });
  }
}
