'use client';

import Link from 'next/link';
import { LoadFailed } from '../../components/load-failed';
import { useProfile } from '../../queries/get-profile';
import { useWriterPermission } from '../../queries/get-writer-permission';
import type { LanguageRef } from '../../routing/paths';
import { myStoriesPath, signInPath, writePath } from '../../routing/screen-paths';
import { useSignedInReader } from '../../shell/sign-in-redirect';
import { MyStoriesList } from './my-stories-list';
import type { MyStoriesText } from './my-stories-text';
import styles from './my-stories.module.css';

interface MyStoriesScreenProps {
  languageId: number;
  language: LanguageRef & { code: string };
  timeZone: string;
  text: MyStoriesText;
}

/**
 * "My stories" for whoever opens it: a signed-out reader is sent to sign in and back; a reader
 * who may not write is told so plainly (never an empty list that looks like lost stories).
 */
export function MyStoriesScreen({ languageId, language, timeZone, text }: MyStoriesScreenProps) {
  const token = useSignedInReader(language);
  const permission = useWriterPermission();
  const profile = useProfile();

  if (token && permission.failed) return <LoadFailed message={text.loadFailed} retryLabel={text.tryAgain} onRetry={() => void profile.refetch()} />;
  if (!token || !permission.ready) {
    return (
      <>
        <div className={styles.skeleton} aria-hidden="true" />
        <noscript>
          <p className={styles.note}>
            <a href={signInPath(language, myStoriesPath(language))}>{text.signInToWrite}</a>
          </p>
        </noscript>
      </>
    );
  }
  if (!permission.mayWrite) return <p className={styles.note}>{text.mayNotWrite}</p>;

  return (
    <>
      <div className={styles.intro}>
        <p>{text.intro}</p>
        <Link href={writePath(language)} className={styles.primary}>
          {text.writeStory}
        </Link>
      </div>
      <MyStoriesList languageId={languageId} language={language} timeZone={timeZone} text={text} />
    </>
  );
}
