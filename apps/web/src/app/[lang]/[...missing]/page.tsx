import { notFound } from 'next/navigation';

// Any path under a language that no route serves shows that language's not-found page.
export const revalidate = 30;
export function generateStaticParams(): { missing: string[] }[] {
  return [];
}

export default function MissingPage(): never {
  notFound();
}
