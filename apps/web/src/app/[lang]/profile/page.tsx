import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountMetadata, accountPage } from '@/features/accounts/shared/account-page';
import { AccountFrame } from '@/app/_site/account-frame';
import { ProfileScreen } from '@/features/accounts/profile/profile-screen';
import { profilePath } from '@/routing/screen-paths';

interface ProfileProps {
  params: Promise<{ lang: string }>;
}

// Account screens are per reader and per request: never cached (private, no-store).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: ProfileProps): Promise<Metadata> {
  const page = await accountPage((await params).lang);
  return page ? accountMetadata(page.context, profilePath, page.text.profile) : {};
}

/** Protected: a signed-out reader is sent to sign in and back (RequireSignIn). */
export default async function ProfilePage({ params }: ProfileProps) {
  const page = await accountPage((await params).lang);
  if (!page) notFound();
  const { context, text } = page;
  return (
    <AccountFrame context={context} pathOf={profilePath} title={text.profile}>
      <ProfileScreen language={{ code: context.language.code, isDefault: context.language.isDefault }} text={text} />
    </AccountFrame>
  );
}
