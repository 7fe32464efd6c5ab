/**
 * The signed-in reader acting in a call. Declared in core, which authenticates calls, and filled
 * in by the session resolver the composition root hands it (auth/sessions.ts).
 */
export interface Caller {
  id: number;
  role: number;
}
