import Link from 'next/link';
import type { LanguageRef } from '../../../routing/paths';
import { categoryPreferencesPath } from '../../../routing/screen-paths';
import type { AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { DeleteAccount } from './delete-account';
import { ProfileEditor } from './profile-editor';
import { RequireSignIn } from '../session/require-sign-in';
import { SignOutButton } from '../session/sign-out-button';

/** The profile screen: the editor, the topics the reader follows, sign out, and deleting the account. */
export function ProfileScreen({ language, text }: { language: LanguageRef; text: AccountText }) {
  return (
    <RequireSignIn language={language}>
      <ProfileEditor text={text} />
      <div className={styles.profileLinks}>
        <Link href={categoryPreferencesPath(language)}>{text.yourCategories}</Link>
        <SignOutButton label={text.signOut} />
      </div>
      <section aria-labelledby="account-deletion" className={styles.dangerZone}>
        <h2 id="account-deletion">{text.deleteAccount}</h2>
        <DeleteAccount language={language} text={text} />
      </section>
    </RequireSignIn>
  );
}
