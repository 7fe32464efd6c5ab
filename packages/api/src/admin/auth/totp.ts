import { generate, generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP as authenticator apps expect it (RFC 6238: SHA-1, 6 digits, 30 s steps), through otplib.
 * The clock is read here, not inside the library, so tests move it with fake timers.
 */
const PERIOD_S = 30;
/** One step of past tolerance (ADR 010): a code typed as it turns over still works; no future steps. */
const PAST_TOLERANCE_S = PERIOD_S;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** 160 random bits in Base32, the length authenticator apps suggest. */
export const newTotpSecret = () => generateSecret({ length: 20 });

/** The `otpauth://` address the QR code carries: the app shows the site's host and the email. */
export function totpAddress(secret: string, email: string, publicUrl: string): string {
  return generateURI({ issuer: `Newsroom console (${new URL(publicUrl).host})`, label: email, secret, period: PERIOD_S });
}

/**
 * The step a code belongs to when it is right now or one step ago and newer than `lastStep` (the
 * last one used: a code works once), else null. Six digits only: a recovery code is not a TOTP.
 */
export async function totpStepOf(secret: string, code: string, lastStep: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: nowInSeconds(),
    epochTolerance: [PAST_TOLERANCE_S, 0],
    ...(lastStep > 0 ? { afterTimeStep: lastStep } : {}),
  });
  // The result type covers HOTP too, whose answer has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator app shows now (tests and the browser test's stand-in for a phone). */
export const currentTotpCode = (secret: string, at = Date.now()) => generate({ secret, epoch: Math.floor(at / 1000), period: PERIOD_S });
