/** The de catalogue: one file per feature, merged into one `translation` namespace keyed by feature. */
import core from './locales/de/core.json';
import tasks from './locales/de/tasks.json';
import documents from './locales/de/documents.json';
import quotes from './locales/de/quotes.json';
import deliveries from './locales/de/deliveries.json';
import analysis from './locales/de/analysis.json';
import tags from './locales/de/tags.json';
import lifecycle from './locales/de/lifecycle.json';

export const catalogue = { ...core, tasks, documents, quotes, deliveries, analysis, tags, lifecycle };
