/**
 * Translate Toolkit (Debian's python3-translate, the XLIFF and PO library of Pootle and of many vendors' scripts)
 * reading an XLIFF file: an implementation of XLIFF 1.2 that is not ours, for the files the portal writes. Its
 * parser is lxml's, so a file that is not well-formed XML fails here too. Debian's Python, which has the library
 * (`npm test` installs it); TRANSLATE_TOOLKIT_PYTHON names another.
 */
import { spawnSync } from 'node:child_process';

export interface ToolkitXliff {
  sourceLanguage: string;
  targetLanguage: string;
  units: { id: string; source: string; target: string; notes: string }[];
}

const READ = `
import json, sys
from translate.storage import xliff
store = xliff.xlifffile.parsestring(sys.stdin.buffer.read())
units = [
    {"id": u.xmlelement.get("id"), "source": u.source, "target": u.target or "", "notes": u.getnotes()}
    for u in store.units if not u.isheader()
]
print(json.dumps({"sourceLanguage": store.getsourcelanguage(), "targetLanguage": store.gettargetlanguage(), "units": units}))
`;

export function readWithTranslateToolkit(bytes: Uint8Array): ToolkitXliff {
  const python = process.env.TRANSLATE_TOOLKIT_PYTHON ?? '/usr/bin/python3';
  const run = spawnSync(python, ['-c', READ], { input: bytes, encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(`Translate Toolkit could not read the file (${python}): ${run.stderr || run.error?.message}`);
  return JSON.parse(run.stdout) as ToolkitXliff;
}
