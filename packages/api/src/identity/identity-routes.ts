import type { IdentityProviders } from '@newsroom/contract/identity';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { ok } from '../core/envelope';
import { resendVerification, signInWithEmail, signUpWithEmail, verifyEmail } from './email-flows';
import { forgotPassword, resetPassword } from './password-reset';
import { sendPhoneCode, signInWithPhone } from './phone-flows';

// The built-in identity service (docs/identity-service.md). Each call answers an identity token
// (or "check your mail / phone"); the client exchanges the token at user_signup. Per-address limits
// count the pipeline's `address` (an IPv6 address by its /64), never the User-Agent.

const CHECK_MAIL = 'If the address can be used, we have sent it an email; please check your inbox';

const providers = defineEndpoint('identity_providers', {
  async handle({ deps }) {
    const oidc = deps.identity.oidc?.provider;
    const data: IdentityProviders = { email: true, phone: true, oidc: oidc ? [{ id: oidc.id, name: oidc.name }] : [] };
    return ok('Sign-in methods fetched successfully', data);
  },
});

const emailSignup = defineEndpoint('identity_email_signup', {
  async handle({ deps, params, address }) {
    await signUpWithEmail(deps, params, address);
    return ok(CHECK_MAIL, {});
  },
});

const resend = defineEndpoint('identity_resend_verification', {
  async handle({ deps, params, address }) {
    await resendVerification(deps, params.email, params.lang, address);
    return ok(CHECK_MAIL, {});
  },
});

const verify = defineEndpoint('identity_verify_email', {
  async handle({ deps, params, address }) {
    return ok('Email address confirmed', await verifyEmail(deps, params.token, address));
  },
});

const emailSignin = defineEndpoint('identity_email_signin', {
  async handle({ deps, params, address }) {
    return ok('Signed in successfully', await signInWithEmail(deps, params.email, params.password, params.lang, address));
  },
});

const forgot = defineEndpoint('identity_forgot_password', {
  async handle({ deps, params, address }) {
    await forgotPassword(deps, params.email, params.lang, address);
    return ok(CHECK_MAIL, {});
  },
});

const reset = defineEndpoint('identity_reset_password', {
  async handle({ deps, params, address }) {
    return ok('Your password has been changed', await resetPassword(deps, params.token, params.password, address));
  },
});

const phoneSendCode = defineEndpoint('identity_phone_send_code', {
  async handle({ deps, params, address }) {
    await sendPhoneCode(deps, params.phone, params.lang, address);
    return ok('We have sent a code to your phone', {});
  },
});

const phoneSignin = defineEndpoint('identity_phone_signin', {
  async handle({ deps, params, address }) {
    return ok('Signed in successfully', await signInWithPhone(deps, params.phone, params.code, address));
  },
});

export const identityEndpoints: AnyEndpoint[] = [providers, emailSignup, resend, verify, emailSignin, forgot, reset, phoneSendCode, phoneSignin];
