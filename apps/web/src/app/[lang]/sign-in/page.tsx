import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountMetadata, accountPage, queryValue } from '@/features/accounts/shared/account-page';
import { AccountFrame } from '@/app/_site/account-frame';
import { SignedOutOnly } from '@/features/accounts/sign-in/signed-out-only';
import { SignInScreen } from '@/features/accounts/sign-in/sign-in-screen';
import { safeNextPath, signInPath } from '@/routing/screen-paths';
import { publicUrl, readData } from '@/server-data/api';

interface SignInProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Account screens are per reader and per request: never cached (private, no-store).
export const dynamic = 'force-dynamic';

const EMAIL_AND_PHONE = { email: true, phone: true, oidc: [] };

export async function generateMetadata({ params }: SignInProps): Promise<Metadata> {
  const page = await accountPage((await params).lang);
  return page ? accountMetadata(page.context, (language) => signInPath(language), page.text.signIn) : {};
}

export default async function SignInPage({ params, searchParams }: SignInProps) {
  const page = await accountPage((await params).lang);
  if (!page) notFound();
  const { context, text } = page;
  // Read against the site's own address, so a link to this site written in full still counts.
  const next = safeNextPath(queryValue((await searchParams).next), await publicUrl());
  const language = { code: context.language.code, isDefault: context.language.isDefault };
  const providers = (await readData('identity_providers', {})) ?? EMAIL_AND_PHONE;
  return (
    <AccountFrame context={context} pathOf={(each) => signInPath(each)} title={text.signIn}>
      <SignedOutOnly language={language} next={next}>
        <SignInScreen language={language} text={text} providers={providers} next={next} />
      </SignedOutOnly>
    </AccountFrame>
  );
}
