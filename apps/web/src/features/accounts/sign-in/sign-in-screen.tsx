import Link from 'next/link';
import type { IdentityProviders } from '@newsroom/contract/identity';
import type { LanguageRef } from '../../../routing/paths';
import { signUpPath } from '../../../routing/screen-paths';
import { fill, type AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { EmailSignInForm } from './email-sign-in-form';
import { providerStartPath, withNext } from './next-path';
import { PhoneSignInForm } from './phone-sign-in-form';

interface SignInScreenProps {
  language: LanguageRef;
  text: AccountText;
  providers: IdentityProviders;
  /** Where to go once signed in (already checked by safeNextPath), or null for the home page. */
  next: string | null;
}

/** The sign-in screen: email and password, phone and code, and the configured providers. */
export function SignInScreen({ language, text, providers, next }: SignInScreenProps) {
  return (
    <>
      {providers.oidc.length > 0 && (
        <ul className={styles.providers}>
          {providers.oidc.map((provider) => (
            <li key={provider.id}>
              {/* A full page load: the identity service redirects to the provider. */}
              <a href={providerStartPath(language, next)} className={styles.providerLink}>
                {fill(text.continueWith, { provider: provider.name })}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.methods}>
        {providers.email && (
          <section aria-labelledby="sign-in-with-email" className={styles.card}>
            <h2 id="sign-in-with-email">{text.withEmail}</h2>
            <EmailSignInForm language={language} text={text} next={next} />
          </section>
        )}
        {providers.phone && (
          <section aria-labelledby="sign-in-with-phone" className={styles.card}>
            <h2 id="sign-in-with-phone">{text.withPhone}</h2>
            <PhoneSignInForm language={language} text={text} next={next} />
          </section>
        )}
      </div>
      {providers.email && (
        <p className={styles.aside}>
          {text.newHere} <Link href={withNext(signUpPath(language), next)}>{text.signUp}</Link>
        </p>
      )}
    </>
  );
}
