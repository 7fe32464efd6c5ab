import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountMetadata, accountPage, queryValue } from '@/features/accounts/account-page';
import { AccountScreen } from '@/features/accounts/account-screen';
import { ResetPasswordForm } from '@/features/accounts/reset-password-form';
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
    <AccountScreen context={context} pathOf={resetPasswordPath} title={text.resetPasswordTitle} narrow>
      <ResetPasswordForm language={{ code: context.language.code, isDefault: context.language.isDefault }} text={text} token={token} />
    </AccountScreen>
  );
}
