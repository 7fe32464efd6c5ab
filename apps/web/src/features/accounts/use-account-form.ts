'use client';

import { useState } from 'react';
import { focusFirstProblem } from './form-field';
import type { FieldProblem } from './validation';

export interface SubmitOptions {
  /** Success moves to another page: the form stays busy until it has gone. */
  leavesOnSuccess?: boolean;
}

/**
 * What every account form keeps while a reader fills it in: the problems found in its fields, the
 * server's refusal and whether a call is under way. `submit` checks the fields first (focusing
 * the first one with a problem) and only then runs `send`, which answers the server's refusal
 * message, or null when the call succeeded.
 */
export function useAccountForm<Field extends string>(fieldIds: Record<Field, string>) {
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (found: Partial<Record<Field, FieldProblem>>, send: () => Promise<string | null>, options: SubmitOptions = {}) => {
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) return focusFirstProblem(fieldIds, found);
    setBusy(true);
    const refused = await send();
    if (refused) setError(refused);
    if (refused || !options.leavesOnSuccess) setBusy(false);
  };

  return { problems, error, busy, submit };
}
