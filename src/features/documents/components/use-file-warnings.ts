import { useCallback, useState } from 'react';
import { sniffFile, type FileWarning } from './sniff-file';

const keyOf = (name: string) => name.toLowerCase();

/**
 * What the service will not be able to read among the files the user chose, by file name (names are
 * unique in the list, ignoring case). Files whose name is already taken are rejected as duplicates and
 * not looked at.
 */
export function useFileWarnings() {
  const [warnings, setWarnings] = useState<ReadonlyMap<string, FileWarning>>(new Map());
  const check = useCallback((files: readonly File[], takenNames: readonly string[]) => {
    const taken = new Set(takenNames.map(keyOf));
    for (const file of files) {
      if (taken.has(keyOf(file.name)) || file.size === 0) continue;
      taken.add(keyOf(file.name));
      void sniffFile(file)
        .catch(() => null)
        .then((warning) =>
          setWarnings((current) => {
            const next = new Map(current);
            if (warning) next.set(keyOf(file.name), warning);
            else next.delete(keyOf(file.name));
            return next;
          }),
        );
    }
  }, []);
  const warningFor = useCallback((name: string) => warnings.get(keyOf(name)), [warnings]);
  return { check, warningFor };
}
