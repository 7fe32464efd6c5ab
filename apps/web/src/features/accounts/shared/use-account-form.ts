'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { focusFirstProblem } from './form-field';
import type { FieldProblem } from './validation';

export interface SubmitOptions {
  /** Success moves to another page: the form stays busy until it has gone. */
  leavesOnSuccess?: boolean;
}

interface Sending extends SubmitOptions {
  send: () => Promise<unknown>;
}

/**
 * What every account form keeps while a reader fills it in: the problems found in its fields, and
 * (as one mutation over the form's calls) the server's refusal and whether a call is under way.
 * `submit` checks the fields first (focusing the first one with a problem) and only then runs
 * `send`, whose calls throw the server's refusal (`ApiCallError`, its message shown).
 */
export function useAccountForm<Field extends string>(fieldIds: Record<Field, string>) {
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem>>>({});
  const sending = useMutation({ mutationFn: ({ send }: Sending) => send() });

  const submit = async (found: Partial<Record<Field, FieldProblem>>, send: () => Promise<unknown>, options: SubmitOptions = {}) => {
    setProblems(found);
    sending.reset();
    if (Object.keys(found).length > 0) return focusFirstProblem(fieldIds, found);
    // The refusal is shown from the mutation's error.
    await sending.mutateAsync({ send, ...options }).catch(() => undefined);
  };

  /** Back to a blank form, e.g. when the reader starts over with another number. */
  const reset = () => {
    setProblems({});
    sending.reset();
  };

  const error = sending.error ? sending.error.message : null;
  const busy = sending.isPending || (sending.isSuccess && sending.variables.leavesOnSuccess === true);
  return { problems, error, busy, submit, reset };
}
