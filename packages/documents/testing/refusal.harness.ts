/** How the document layer refuses a file: the same DocumentError when it is read and when it is translated. */
import { expect } from 'vitest';
import { isDocumentError } from '../errors';
import { pseudoTranslator } from '../pseudo';
import { extractDocument, translateDocument } from '../registry';

/** The refusal of reading and of translating the file (the same), or null when both succeed. */
export function refusal(filename: string, bytes: Uint8Array): { code: string; message: string } | null {
  const outcomes = [
    () => extractDocument({ filename, bytes }),
    () => translateDocument({ filename, bytes }, pseudoTranslator('de-DE'), 'de-DE'),
  ].map((run) => {
    try {
      run();
      return null;
    } catch (error) {
      if (!isDocumentError(error)) throw error;
      return { code: error.code, message: error.message };
    }
  });
  expect(outcomes[1]).toEqual(outcomes[0]);
  return outcomes[0] ?? null;
}
