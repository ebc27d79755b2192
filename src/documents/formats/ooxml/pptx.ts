/** Placeholder until the format is implemented. */
import { DocumentError } from '../../errors';
import type { FormatHandler, FormatId } from '../../types';

function notYet(id: FormatId): FormatHandler {
  const fail = (): never => {
    throw new DocumentError('unsupported', `.${id} files cannot be read yet`);
  };
  return { id, extract: fail, translate: fail };
}

export const pptx = notYet('pptx');
