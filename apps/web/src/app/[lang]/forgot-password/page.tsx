import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountMetadata, accountPage } from '@/features/accounts/shared/account-page';
import { AccountFrame } from '@/app/_site/account-frame';
import { ForgotPasswordForm } from '@/features/accounts/sign-in/forgot-password-form';
import { forgotPasswordPath } from '@/routing/screen-paths';

interface ForgotPasswordProps {
  params: Promise<{ lang: string }>;
}

// Account screens are per reader and per request: never cached (private, no-store).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: ForgotPasswordProps): Promise<Metadata> {
  const page = await accountPage((await params).lang);
  return page ? accountMetadata(page.context, forgotPasswordPath, page.text.forgotPasswordTitle) : {};
}

export default async function ForgotPasswordPage({ params }: ForgotPasswordProps) {
  const page = await accountPage((await params).lang);
  if (!page) notFound();
  const { context, text } = page;
  return (
    <AccountFrame context={context} pathOf={forgotPasswordPath} title={text.forgotPasswordTitle} narrow>
      <ForgotPasswordForm language={{ code: context.language.code, isDefault: context.language.isDefault }} text={text} />
    </AccountFrame>
  );
}
