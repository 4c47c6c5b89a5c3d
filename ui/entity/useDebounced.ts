// A value that settles: it follows its source once the source has stopped changing for `ms`, so a
// server check asked as the user types is asked once per pause, not once per key.
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  const text = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised value is the dependency
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}
