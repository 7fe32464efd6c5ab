import type { Db } from '@newsroom/db/client';
import type { ApiConfig } from '../config';
import { Deliveries } from './deliveries';
import { firebaseKeySet } from './firebase-keys';
import { FirebaseAdmin } from './firebase-admin';
import { SigningKeys } from './keys';
import { OidcClient } from './oidc-client';
import { OutboxSender, type MailSender, type SmsSender } from './outbox';

/** The identity service's process-wide parts (part of Deps). */
export interface IdentityRuntime {
  mail: MailSender;
  sms: SmsSender;
  deliveries: Deliveries;
  keys: SigningKeys;
  /** Null unless OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set. */
  oidc: OidcClient | null;
  /** Null unless FIREBASE_PROJECT_ID is set. */
  firebaseKeys: ReturnType<typeof firebaseKeySet> | null;
  /** Null unless legacy sign-in is on (LEGACY_FIREBASE_SIGNIN=1 with a service account). */
  firebaseAdmin: FirebaseAdmin | null;
}

/** Other senders than the outbox (SMTP, an SMS provider), given where the process is started. */
export interface IdentitySenders {
  mail?: MailSender;
  sms?: SmsSender;
}

export function createIdentityRuntime(config: ApiConfig, db: Db, senders: IdentitySenders = {}): IdentityRuntime {
  const outbox = new OutboxSender(config.identity.outboxDir);
  return {
    mail: senders.mail ?? outbox,
    sms: senders.sms ?? outbox,
    deliveries: new Deliveries(),
    keys: new SigningKeys(db),
    oidc: config.identity.oidc ? new OidcClient(config.identity.oidc) : null,
    firebaseKeys: config.identity.firebase ? firebaseKeySet(config.identity.firebase.jwksUrl) : null,
    firebaseAdmin: config.identity.firebase?.legacySignIn ? new FirebaseAdmin(config.identity.firebase.projectId, config.identity.firebase.legacySignIn) : null,
  };
}
