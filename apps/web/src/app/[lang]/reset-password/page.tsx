import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountMetadata, accountPage, queryValue } from '@/features/accounts/shared/account-page';
import { AccountFrame } from '@/app/_site/account-frame';
import { ResetPasswordForm } from '@/features/accounts/sign-in/reset-password-form';
import { resetPasswordPath } from '@/routing/screen-paths';

interface ResetPasswordProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Account screens are per reader and per request: never cached (private, no-store).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: ResetPasswordProps): Promise<Metadata> {
  const page = await accountPage((await params).lang);
  return page ? accountMetadata(page.context, resetPasswordPath, page.text.resetPasswordTitle) : {};
}

/** The page of the reset mail's link (`?token=`). */
export default async function ResetPasswordPage({ params, searchParams }: ResetPasswordProps) {
  const page = await accountPage((await params).lang);
  if (!page) notFound();
  const { context, text } = page;
  const token = queryValue((await searchParams).token);
  return (
    <AccountFrame context={context} pathOf={resetPasswordPath} title={text.resetPasswordTitle} narrow>
      <ResetPasswordForm language={{ code: context.language.code, isDefault: context.language.isDefault }} text={text} token={token} />
    </AccountFrame>
  );
}
