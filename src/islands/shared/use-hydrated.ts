import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until the island has hydrated. Forms stay locked until
 * then, so nothing a parent types before the JavaScript arrives is wiped or submitted natively.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
