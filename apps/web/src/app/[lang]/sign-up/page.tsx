import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountMetadata, accountPage, queryValue } from '@/features/accounts/shared/account-page';
import { AccountFrame } from '@/app/_site/account-frame';
import { SignedOutOnly } from '@/features/accounts/sign-in/signed-out-only';
import { SignUpForm } from '@/features/accounts/sign-in/sign-up-form';
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
    <AccountFrame context={context} pathOf={signUpPath} title={text.signUp} narrow>
      <SignedOutOnly language={language} next={next}>
        <SignUpForm language={language} text={text} next={next} />
      </SignedOutOnly>
    </AccountFrame>
  );
}
