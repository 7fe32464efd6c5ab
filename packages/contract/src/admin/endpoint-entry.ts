import type { z } from 'zod';
import type { StaffRole } from './staff-roles';

/** Who may call a route: nobody signed in yet (`public`, Origin-checked), or these roles. */
export type AdminAccess = 'public' | readonly StaffRole[];

/** One route of the admin API, served under `/admin/api/` (ADR 010). */
export interface AdminEndpointEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under `/admin/api/`, with `:name` path parameters (`staff/:id`). */
  path: string;
  roles: AdminAccess;
  summary: string;
  /** Path parameters. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The file fields a write takes. Such a route also accepts `multipart/form-data`: the body as
   * JSON text in the `payload` part, and each file in the part of its name (`image`, `gallery`).
   * A file field may carry several files (a gallery).
   */
  files?: readonly string[];
  /** The `data` of a successful answer. */
  data: z.ZodType;
  /** Answers `total` beside `data`. */
  paged?: true;
  /**
   * A POST that changes nothing (its input is too large for a query string, like a preview of a
   * story's text): still Origin- and CSRF-checked as a write, but it leaves no audit entry.
   */
  changesNothing?: true;
  /**
   * A call that passes every check but the one a test takes away, so a refusal test is never
   * vacuous (a 400 for a bad body would hide a missing role check).
   */
  example: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
}

export const EVERY_ROLE = ['administrator', 'editor', 'author', 'moderator'] as const satisfies readonly StaffRole[];
export const ADMINISTRATORS = ['administrator'] as const satisfies readonly StaffRole[];
