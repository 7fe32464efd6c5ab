import { describe, expect, it } from 'vitest';
import { ROLES } from '@newsroom/contract/roles';
import { decidePermission, submissionMode, type PermissionInputs } from './get-writer-permission';

const signedInAs = (role: number | undefined, settings: object | undefined = undefined, pending = false): PermissionInputs => ({
  signedIn: true,
  savedStateLoaded: true,
  profile: { role, failed: false },
  settings: { data: settings, pending },
});

describe('who may write', () => {
  it('nobody signed out; the answer waits for the saved state, which may hold a session', () => {
    const signedOut = { ...signedInAs(undefined), signedIn: false };
    expect(decidePermission({ ...signedOut, savedStateLoaded: false })).toEqual({ mayWrite: false, publishesAtOnce: false, ready: false, failed: false });
    expect(decidePermission(signedOut)).toEqual({ mayWrite: false, publishesAtOnce: false, ready: true, failed: false });
  });

  it('waits for the profile, and says "no, for now" when it cannot be read', () => {
    expect(decidePermission(signedInAs(undefined))).toMatchObject({ mayWrite: false, ready: false });
    expect(decidePermission({ ...signedInAs(undefined), profile: { role: undefined, failed: true } })).toMatchObject({ mayWrite: false, ready: true, failed: true });
  });

  it('authors write whatever the setting; trusted authors and administrators publish at once', () => {
    expect(decidePermission(signedInAs(ROLES.author, undefined, true))).toEqual({ mayWrite: true, publishesAtOnce: false, ready: true, failed: false });
    expect(decidePermission(signedInAs(ROLES.trustedAuthor, undefined, true))).toMatchObject({ mayWrite: true, publishesAtOnce: true, ready: true });
    expect(decidePermission(signedInAs(ROLES.admin, undefined, true))).toMatchObject({ mayWrite: true, publishesAtOnce: true, ready: true });
  });

  it('a plain reader writes only when the site lets everyone submit, and never publishes at once', () => {
    expect(decidePermission(signedInAs(ROLES.reader, undefined, true))).toMatchObject({ mayWrite: false, ready: false });
    expect(decidePermission(signedInAs(ROLES.reader, { news_submission: 'authors' }))).toMatchObject({ mayWrite: false, ready: true });
    expect(decidePermission(signedInAs(ROLES.reader, { news_submission: 'everyone' }))).toEqual({ mayWrite: true, publishesAtOnce: false, ready: true, failed: false });
    // A failed settings read falls back to the default: only granted authors.
    expect(decidePermission(signedInAs(ROLES.reader, undefined))).toMatchObject({ mayWrite: false, ready: true });
  });

  it('reads a missing or unknown setting as the default', () => {
    expect(submissionMode(undefined)).toBe('authors');
    expect(submissionMode({ category_mode: '1' })).toBe('authors');
    expect(submissionMode({ news_submission: 'anyone' })).toBe('authors');
    expect(submissionMode({ news_submission: 'everyone' })).toBe('everyone');
  });
});
