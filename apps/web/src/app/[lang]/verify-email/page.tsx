import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountMetadata, accountPage, queryValue } from '@/features/accounts/shared/account-page';
import { AccountFrame } from '@/app/_site/account-frame';
import { VerifyEmail } from '@/features/accounts/sign-in/verify-email';
import { verifyEmailPath } from '@/routing/screen-paths';

interface VerifyEmailProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Account screens are per reader and per request: never cached (private, no-store).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: VerifyEmailProps): Promise<Metadata> {
  const page = await accountPage((await params).lang);
  return page ? accountMetadata(page.context, verifyEmailPath, page.text.verifyEmailTitle) : {};
}

/** The page of the confirmation mail's link (`?token=`). */
export default async function VerifyEmailPage({ params, searchParams }: VerifyEmailProps) {
  const page = await accountPage((await params).lang);
  if (!page) notFound();
  const { context, text } = page;
  const token = queryValue((await searchParams).token);
  return (
    <AccountFrame context={context} pathOf={verifyEmailPath} title={text.verifyEmailTitle} narrow>
      <VerifyEmail language={{ code: context.language.code, isDefault: context.language.isDefault }} text={text} token={token} />
    </AccountFrame>
  );
}
