/** The languages offered in the order form: a project's available languages, otherwise common BCP-47 codes. */
import type { Project } from '#contract/project';
import { COMMON_LANGUAGE_CODES } from '#portal/lib/languages.ts';

function unique(codes: Iterable<string>): string[] {
  return [...new Set(codes)];
}

/** Source languages: the project's sources when it lists any, otherwise the common list. */
export function sourceLanguageCodes(project: Project | undefined): string[] {
  const pairs = project?.availableLanguages ?? [];
  return pairs.length > 0 ? unique(pairs.map((p) => p.source)) : [...COMMON_LANGUAGE_CODES];
}

/** Target languages for a source: the project's targets for it (all its targets without a source); never the source. */
export function targetLanguageCodes(project: Project | undefined, source: string | null): string[] {
  const pairs = project?.availableLanguages ?? [];
  const codes =
    pairs.length > 0
      ? unique(pairs.filter((p) => !source || p.source === source).flatMap((p) => p.target))
      : [...COMMON_LANGUAGE_CODES];
  return codes.filter((code) => code !== source);
}
