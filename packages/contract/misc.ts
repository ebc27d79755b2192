import { z } from './zod';

/** Shapes of documentConversions, documentPretranslations and documentReviews are not specified. */
export const looseRecordListSchema = z.array(z.record(z.string(), z.unknown()));
