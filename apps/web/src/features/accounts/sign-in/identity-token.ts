/**
 * What the browser reads from an identity token. It does NOT verify it (the API does, in
 * user_signup); it only takes hints from the claims: how the reader signed in, and the address
 * or number the identity service knows, to fill the account when it is created.
 */
export interface IdentityClaims {
  email?: string;
  phone_number?: string;
  name?: string;
  sign_in_provider?: string;
}

export function readClaims(idToken: string): IdentityClaims {
  const payload = idToken.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null) return {};
    const text = (key: string) => {
      const value = (claims as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : undefined;
    };
    return { email: text('email'), phone_number: text('phone_number'), name: text('name'), sign_in_provider: text('sign_in_provider') };
  } catch {
    return {};
  }
}

/**
 * user_signup's `type` for a sign-in method: `email`, `mobile`, `gmail` for Google (the name
 * existing clients use), else the provider's own name as the contract allows it.
 */
export function signupType(signInProvider: string | undefined): string {
  if (!signInProvider || signInProvider === 'password') return 'email';
  if (signInProvider === 'phone') return 'mobile';
  const provider = signInProvider.replace(/^oidc:/, '').toLowerCase();
  if (provider === 'google' || provider === 'google.com') return 'gmail';
  const name = provider.replace(/[^a-z0-9_.-]/g, '').slice(0, 30);
  return name || 'email';
}
