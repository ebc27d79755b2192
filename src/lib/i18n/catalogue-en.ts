/** The en catalogue: one file per feature, merged into one `translation` namespace keyed by feature. */
import core from './locales/en/core.json';
import tasks from './locales/en/tasks.json';
import documents from './locales/en/documents.json';
import quotes from './locales/en/quotes.json';
import deliveries from './locales/en/deliveries.json';
import analysis from './locales/en/analysis.json';
import tags from './locales/en/tags.json';
import lifecycle from './locales/en/lifecycle.json';

export const catalogue = { ...core, tasks, documents, quotes, deliveries, analysis, tags, lifecycle };
