/**
 * The documented response variants (SANDBOX_VARIANTS=1), applied as one transform on the way out so the
 * rest of the code knows a single shape: `_id` on single documents, a single target as a string,
 * TASK_COMPLETE, enquiries without `target`, and `postediting`.
 */
import { createHash } from 'node:crypto';
import type express from 'express';

export type Kind = 'task' | 'document' | 'enquiry' | 'delivery' | 'plain';
type Json = Record<string, unknown>;

const transforms: Record<Kind, (value: Json, single: boolean) => Json> = {
  task: (t) => {
    const target = t.target;
    return {
      ...t,
      ...(Array.isArray(target) && target.length === 1 ? { target: target[0] as unknown } : {}),
      ...(t.progress === 'COMPLETE_AND_PREPARED' ? { progress: 'TASK_COMPLETE' } : {}),
    };
  },
  document: (d, single) => {
    if (!single) return d;
    const { id, ...rest } = d;
    return { _id: id, ...rest };
  },
  enquiry: ({ target: _target, ...e }) => e,
  delivery: ({ postEditing, ...d }) => (postEditing === undefined ? d : { ...d, postediting: postEditing }),
  plain: (v) => v,
};

export function applyVariants(kind: Kind, value: Json | Json[]): Json | Json[] {
  const transform = transforms[kind];
  return Array.isArray(value) ? value.map((v) => transform(v, false)) : transform(value, true);
}

/** Sends a presented value, applying the variants when the sandbox runs with them. */
export function send(res: express.Response, kind: Kind, value: Json | Json[], status = 200): void {
  const body = JSON.stringify(res.locals.variants === true ? applyVariants(kind, value) : value);
  if (res.req.method === 'GET' && status === 200) {
    // Conditional requests: a client that has this very body gets a 304 instead of it again.
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    res.set('ETag', etag);
    if (matchesEtag(res.req.get('If-None-Match'), etag)) {
      res.status(304).end();
      return;
    }
  }
  res.status(status).type('application/json; charset=utf-8').send(body);
}

/** If-None-Match uses the weak comparison: `W/` prefixes do not matter; `*` matches anything. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}
