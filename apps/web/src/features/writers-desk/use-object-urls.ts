'use client';

import { useEffect, useRef, useState } from 'react';

/** A number per chosen file, so a list of files can be compared by identity. */
const fileNumbers = new WeakMap<File, number>();
let lastNumber = 0;

function identityOf(files: readonly (File | null)[]): string {
  return files
    .map((file) => {
      if (!file) return '-';
      if (!fileNumbers.has(file)) fileNumbers.set(file, ++lastNumber);
      return String(fileNumbers.get(file));
    })
    .join(',');
}

/** Addresses the page can show chosen files under; they are released when the files change or the page goes. */
export function useObjectUrls(files: readonly (File | null)[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  const current = useRef(files);
  current.current = files;
  const identity = identityOf(files);
  useEffect(() => {
    const made = current.current.map((file) => (file ? URL.createObjectURL(file) : ''));
    setUrls(made);
    return () => made.forEach((url) => url && URL.revokeObjectURL(url));
  }, [identity]);
  return urls;
}
