import {
  identityEmailSigninParams,
  identityEmailSignupParams,
  identityForgotPasswordParams,
  identityPhoneSendCodeParams,
  identityPhoneSigninParams,
  identityProvidersParams,
  identityResendVerificationParams,
  identityResetPasswordParams,
  identityVerifyEmailParams,
  type IdentityProviders,
} from '@newsroom/contract/identity';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { ok } from '../core/envelope';
import { resendVerification, signInWithEmail, signUpWithEmail, verifyEmail } from './email-flows';
import { forgotPassword, resetPassword } from './password-reset';
import { sendPhoneCode, signInWithPhone } from './phone-flows';

// The built-in identity service (docs/identity-service.md). Each call answers an identity token
// (or "check your mail / phone"); the client exchanges the token at user_signup. Per-address limits
// count the pipeline's `address` (an IPv6 address by its /64), never the User-Agent.

const CHECK_MAIL = 'If the address can be used, we have sent it an email; please check your inbox';

const providers = defineEndpoint({
  name: 'identity_providers',
  summary: 'Which sign-in methods this site offers (email, phone, OpenID Connect providers)',
  auth: 'none',
  params: identityProvidersParams,
  async handle({ deps }) {
    const oidc = deps.identity.oidc?.provider;
    const data: IdentityProviders = { email: true, phone: true, oidc: oidc ? [{ id: oidc.id, name: oidc.name }] : [] };
    return ok('Sign-in methods fetched successfully', data);
  },
});

const emailSignup = defineEndpoint({
  name: 'identity_email_signup',
  postOnly: true,
  summary: 'Starts an email sign-up: sends a verification link (the same answer for a taken address)',
  auth: 'none',
  params: identityEmailSignupParams,
  async handle({ deps, params, address }) {
    await signUpWithEmail(deps, params, address);
    return ok(CHECK_MAIL, {});
  },
});

const resend = defineEndpoint({
  name: 'identity_resend_verification',
  postOnly: true,
  summary: 'Sends a new verification link to an address waiting for confirmation (the same answer for any address)',
  auth: 'none',
  params: identityResendVerificationParams,
  async handle({ deps, params, address }) {
    await resendVerification(deps, params.email, params.lang, address);
    return ok(CHECK_MAIL, {});
  },
});

const verify = defineEndpoint({
  name: 'identity_verify_email',
  postOnly: true,
  summary: "Confirms an email address with the link's token and signs the reader in (identity token)",
  auth: 'none',
  params: identityVerifyEmailParams,
  async handle({ deps, params, address }) {
    return ok('Email address confirmed', await verifyEmail(deps, params.token, address));
  },
});

const emailSignin = defineEndpoint({
  name: 'identity_email_signin',
  postOnly: true,
  summary: 'Signs in with email and password (identity token); 401 for a wrong email or password alike',
  auth: 'none',
  params: identityEmailSigninParams,
  async handle({ deps, params, address }) {
    return ok('Signed in successfully', await signInWithEmail(deps, params.email, params.password, params.lang, address));
  },
});

const forgot = defineEndpoint({
  name: 'identity_forgot_password',
  postOnly: true,
  summary: 'Sends a password reset link when the address has an account (the same answer for any address)',
  auth: 'none',
  params: identityForgotPasswordParams,
  async handle({ deps, params, address }) {
    await forgotPassword(deps, params.email, params.lang, address);
    return ok(CHECK_MAIL, {});
  },
});

const reset = defineEndpoint({
  name: 'identity_reset_password',
  postOnly: true,
  summary: "Sets a new password with the reset link's token, ends every session, and signs the reader in",
  auth: 'none',
  params: identityResetPasswordParams,
  async handle({ deps, params, address }) {
    return ok('Your password has been changed', await resetPassword(deps, params.token, params.password, address));
  },
});

const phoneSendCode = defineEndpoint({
  name: 'identity_phone_send_code',
  postOnly: true,
  summary: 'Sends a 6-digit sign-in code by SMS, valid 10 minutes',
  auth: 'none',
  params: identityPhoneSendCodeParams,
  async handle({ deps, params, address }) {
    await sendPhoneCode(deps, params.phone, params.lang, address);
    return ok('We have sent a code to your phone', {});
  },
});

const phoneSignin = defineEndpoint({
  name: 'identity_phone_signin',
  postOnly: true,
  summary: 'Signs in with the phone number and its code (identity token); a code works once',
  auth: 'none',
  params: identityPhoneSigninParams,
  async handle({ deps, params, address }) {
    return ok('Signed in successfully', await signInWithPhone(deps, params.phone, params.code, address));
  },
});

export const identityEndpoints: AnyEndpoint[] = [providers, emailSignup, resend, verify, emailSignin, forgot, reset, phoneSendCode, phoneSignin];
