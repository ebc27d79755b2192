/** Error bodies of the service. */
import { z } from './zod';

/** 400: `[{"message":"Validation failed | required | source"}]`. */
export const validationErrorBodySchema = z.array(z.catchall(z.object({ message: z.string() }), z.unknown()));

/** 409 on project delete (and the sandbox's general error object). */
export const conflictBodySchema = z.object({
  timestamp: z.number(),
  status: z.number(),
  error: z.string(),
  exception: z.optional(z.unknown()),
  message: z.string(),
  path: z.string(),
});

export interface FieldError {
  rule: string;
  field: string;
  message: string;
}

/** Parse `Validation failed | <rule> | <field or text>`; null when the message has another shape. */
export function parseValidationMessage(message: string): FieldError | null {
  const parts = message.split('|').map((p) => p.trim());
  if (parts.length < 3 || parts[0] !== 'Validation failed') return null;
  return { rule: parts[1] ?? '', field: parts.slice(2).join(' | '), message };
}

export function validationMessage(rule: string, field: string): string {
  return `Validation failed | ${rule} | ${field}`;
}
