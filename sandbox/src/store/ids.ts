/** Opaque ids (24 hex characters, like the service's) and deterministic pseudo-random numbers. */
import { createHash, randomBytes } from 'node:crypto';

export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function newKey(): string {
  return randomBytes(16).toString('hex');
}

/** A stable number in [0, 1) derived from the text, so simulated behaviour is reproducible. */
export function stableFraction(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

export function nowIso(): string {
  return new Date().toISOString();
}
