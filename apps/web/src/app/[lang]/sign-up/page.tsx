import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountMetadata, accountPage, queryValue } from '@/features/accounts/account-page';
import { AccountScreen } from '@/features/accounts/account-screen';
import { SignedOutOnly } from '@/features/accounts/signed-out-only';
import { SignUpForm } from '@/features/accounts/sign-up-form';
import { safeNextPath, signUpPath } from '@/routing/screen-paths';
import { publicUrl } from '@/server-data/api';

interface SignUpProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Account screens are per reader and per request: never cached (private, no-store).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: SignUpProps): Promise<Metadata> {
  const page = await accountPage((await params).lang);
  return page ? accountMetadata(page.context, signUpPath, page.text.signUp) : {};
}

export default async function SignUpPage({ params, searchParams }: SignUpProps) {
  const page = await accountPage((await params).lang);
  if (!page) notFound();
  const { context, text } = page;
  // Read against the site's own address, so a link to this site written in full still counts.
  const next = safeNextPath(queryValue((await searchParams).next), await publicUrl());
  const language = { code: context.language.code, isDefault: context.language.isDefault };
  return (
    <AccountScreen context={context} pathOf={signUpPath} title={text.signUp} narrow>
      <SignedOutOnly language={language} next={next}>
        <SignUpForm language={language} text={text} next={next} />
      </SignedOutOnly>
    </AccountScreen>
  );
}
