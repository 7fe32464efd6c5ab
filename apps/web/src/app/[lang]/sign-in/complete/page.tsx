import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountMetadata, accountPage } from '@/features/accounts/shared/account-page';
import { AccountFrame } from '@/app/_site/account-frame';
import { SignInComplete } from '@/features/accounts/sign-in/sign-in-complete';
import { localePath, type LanguageRef } from '@/routing/paths';

interface SignInCompleteProps {
  params: Promise<{ lang: string }>;
}

// Account screens are per reader and per request: never cached (private, no-store).
export const dynamic = 'force-dynamic';

const completePath = (language: LanguageRef) => localePath(language, '/sign-in/complete');

export async function generateMetadata({ params }: SignInCompleteProps): Promise<Metadata> {
  const page = await accountPage((await params).lang);
  return page ? accountMetadata(page.context, completePath, page.text.signIn) : {};
}

/** Where the identity service brings a reader back from an OpenID Connect provider (the token is in the fragment). */
export default async function SignInCompletePage({ params }: SignInCompleteProps) {
  const page = await accountPage((await params).lang);
  if (!page) notFound();
  const { context, text } = page;
  return (
    <AccountFrame context={context} pathOf={completePath} title={text.signIn} narrow>
      <SignInComplete language={{ code: context.language.code, isDefault: context.language.isDefault }} text={text} />
    </AccountFrame>
  );
}
