'use client';

import { DEFAULT_NEWS_SUBMISSION, mayWrite, NEWS_SUBMISSION_MODES, publishesAtOnce, type NewsSubmissionMode } from '@newsroom/contract/roles';
import { useAppSelector } from '../state/hooks';
import { selectSavedStateLoaded, selectToken } from '../state/select';
import { useProfile } from './get-profile';
import { useSettings } from './get-settings';

/** What the signed-in reader may do at the writers' desk (docs/writing-rules.md). */
export interface WriterPermission {
  mayWrite: boolean;
  /** Their stories are published at once; everyone else's wait for approval. */
  publishesAtOnce: boolean;
  /** The answer is final: until then screens show neither the desk nor a refusal. */
  ready: boolean;
  /** The reader's account could not be read, so the answer is "no" for now, not for good. */
  failed: boolean;
}

const NO: Omit<WriterPermission, 'ready' | 'failed'> = { mayWrite: false, publishesAtOnce: false };

/**
 * The site's `news_submission`; anything else (a site older than the setting, a failed read, a
 * value this client does not know) is the safe default, where only granted authors write.
 */
export function submissionMode(settings: object | undefined): NewsSubmissionMode {
  const value: unknown = settings && 'news_submission' in settings ? settings.news_submission : undefined;
  return NEWS_SUBMISSION_MODES.find((mode) => mode === value) ?? DEFAULT_NEWS_SUBMISSION;
}

/** Whether the role alone answers (an author writes whatever the setting), so the settings need not be read. */
export function roleDecides(role: number): boolean {
  return mayWrite(role, DEFAULT_NEWS_SUBMISSION);
}

export function writerPermission(role: number, mode: NewsSubmissionMode): Omit<WriterPermission, 'ready' | 'failed'> {
  return { mayWrite: mayWrite(role, mode), publishesAtOnce: publishesAtOnce(role) };
}

/** What the hook knows so far: the session, the profile read and (when needed) the settings read. */
export interface PermissionInputs {
  signedIn: boolean;
  savedStateLoaded: boolean;
  profile: { role: number | undefined; failed: boolean };
  settings: { data: object | undefined; pending: boolean };
}

export function decidePermission({ signedIn, savedStateLoaded, profile, settings }: PermissionInputs): WriterPermission {
  // Until the saved state is in, a signed-in reader looks signed out: not an answer yet.
  if (!signedIn) return { ...NO, ready: savedStateLoaded, failed: false };
  if (profile.failed) return { ...NO, ready: true, failed: true };
  if (profile.role === undefined) return { ...NO, ready: false, failed: false };
  if (!roleDecides(profile.role) && settings.pending) return { ...NO, ready: false, failed: false };
  return { ...writerPermission(profile.role, submissionMode(settings.data)), ready: true, failed: false };
}

/**
 * Who may write, for the signed-in reader: their `role` from the profile (fresh, so a role granted
 * since they signed in counts) and the site's `news_submission`. Signed out, nobody may.
 */
export function useWriterPermission(): WriterPermission {
  const signedIn = useAppSelector(selectToken) !== null;
  const savedStateLoaded = useAppSelector(selectSavedStateLoaded);
  const profile = useProfile();
  const role = profile.data?.role;
  const settings = useSettings({ enabled: role !== undefined && !roleDecides(role) });
  return decidePermission({
    signedIn,
    savedStateLoaded,
    profile: { role, failed: profile.isError },
    // A disabled read is "pending" too; only a read that was needed is waited for.
    settings: { data: settings.data, pending: settings.isPending },
  });
}
