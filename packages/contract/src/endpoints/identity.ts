import {
  identityEmailSigninData,
  identityEmailSigninParams,
  identityEmailSignupData,
  identityEmailSignupParams,
  identityForgotPasswordData,
  identityForgotPasswordParams,
  identityPhoneSendCodeData,
  identityPhoneSendCodeParams,
  identityPhoneSigninData,
  identityPhoneSigninParams,
  identityProvidersData,
  identityProvidersParams,
  identityResendVerificationData,
  identityResendVerificationParams,
  identityResetPasswordData,
  identityResetPasswordParams,
  identityVerifyEmailData,
  identityVerifyEmailParams,
} from '../identity';
import type { EndpointEntry } from './entry';

/**
 * The built-in identity service (docs/identity-service.md): each call answers an identity token
 * (or "check your mail / phone") that the client exchanges at user_signup.
 */
export const identityEndpoints = {
  identity_providers: {
    method: 'GET',
    auth: 'none',
    summary: 'Which sign-in methods this site offers (email, phone, OpenID Connect providers)',
    params: identityProvidersParams,
    data: identityProvidersData,
  },
  identity_email_signup: {
    method: 'POST',
    postOnly: true,
    auth: 'none',
    summary: 'Starts an email sign-up: sends a verification link (the same answer for a taken address)',
    params: identityEmailSignupParams,
    data: identityEmailSignupData,
  },
  identity_resend_verification: {
    method: 'POST',
    postOnly: true,
    auth: 'none',
    summary: 'Sends a new verification link to an address waiting for confirmation (the same answer for any address)',
    params: identityResendVerificationParams,
    data: identityResendVerificationData,
  },
  identity_verify_email: {
    method: 'POST',
    postOnly: true,
    auth: 'none',
    summary: "Confirms an email address with the link's token and signs the reader in (identity token)",
    params: identityVerifyEmailParams,
    data: identityVerifyEmailData,
  },
  identity_email_signin: {
    method: 'POST',
    postOnly: true,
    auth: 'none',
    summary: 'Signs in with email and password (identity token); 401 for a wrong email or password alike',
    params: identityEmailSigninParams,
    data: identityEmailSigninData,
  },
  identity_forgot_password: {
    method: 'POST',
    postOnly: true,
    auth: 'none',
    summary: 'Sends a password reset link when the address has an account (the same answer for any address)',
    params: identityForgotPasswordParams,
    data: identityForgotPasswordData,
  },
  identity_reset_password: {
    method: 'POST',
    postOnly: true,
    auth: 'none',
    summary: "Sets a new password with the reset link's token, ends every session, and signs the reader in",
    params: identityResetPasswordParams,
    data: identityResetPasswordData,
  },
  identity_phone_send_code: {
    method: 'POST',
    postOnly: true,
    auth: 'none',
    summary: 'Sends a 6-digit sign-in code by SMS, valid 10 minutes',
    params: identityPhoneSendCodeParams,
    data: identityPhoneSendCodeData,
  },
  identity_phone_signin: {
    method: 'POST',
    postOnly: true,
    auth: 'none',
    summary: 'Signs in with the phone number and its code (identity token); a code works once',
    params: identityPhoneSigninParams,
    data: identityPhoneSigninData,
  },
} as const satisfies Record<string, EndpointEntry>;
