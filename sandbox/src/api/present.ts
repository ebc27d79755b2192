/** Stored records → contract shapes: internal members are dropped, optional members omitted when unset. */
import type {
  StoredAnalysis,
  StoredDelivery,
  StoredDocument,
  StoredEnquiry,
  StoredProject,
  StoredQuote,
  StoredTag,
  StoredTask,
  TaskRecord,
} from '../store/state';

export function presentTask(t: StoredTask): Record<string, unknown> {
  return {
    id: t.id,
    source: t.source,
    target: t.target,
    createdAt: t.createdAt,
    desiredDeadline: t.desiredDeadline,
    complete: t.complete,
    preparationComplete: t.preparationComplete,
    cancelled: t.cancelled,
    email: t.email,
    sourceDocumentIds: t.sourceDocumentIds,
    additionalDocumentIds: t.additionalDocumentIds,
    convertedSourceDocumentIds: t.convertedSourceDocumentIds,
    transformedSourceDocumentIds: t.transformedSourceDocumentIds,
    comment: t.comment,
    quoteIds: t.quoteIds,
    progress: t.progress,
    projectId: t.projectId,
    workflowConfig: t.workflowConfig,
    tags: t.tags,
    features: t.features,
  };
}

export function presentDocument({ org: _org, ...doc }: StoredDocument): Record<string, unknown> {
  return doc;
}

/**
 * A list item: the five members the specification names, and the document's type from its metadata, so a
 * client can offer only source documents (not delivered translations or the XLIFF conversions) for new orders.
 */
export function presentDocumentItem(d: StoredDocument): Record<string, unknown> {
  const item = { id: d.id, createdAt: d.createdAt, filename: d.filename, contentType: d.contentType, length: d.length };
  return d.metadata?.type ? { ...item, metadata: { type: d.metadata.type } } : item;
}

export function presentProject({
  org: _org,
  deliveryWithin,
  pretranslationConfiguration,
  ...p
}: StoredProject): Record<string, unknown> {
  return {
    ...p,
    ...(deliveryWithin === null ? {} : { deliveryWithin }),
    ...(pretranslationConfiguration === undefined ? {} : { pretranslationConfiguration }),
  };
}

export function presentQuote({
  org: _org,
  lspVendorId: _v,
  alternative: _a,
  ...q
}: StoredQuote): Record<string, unknown> {
  return q;
}

export function presentEnquiry({ org: _org, ...e }: StoredEnquiry): Record<string, unknown> {
  return e;
}

export function presentDelivery(d: StoredDelivery): Record<string, unknown> {
  return {
    id: d.id,
    state: d.state,
    target: d.target,
    ...(d.postEditing ? { postEditing: true } : {}),
    translationTaskId: d.translationTaskId,
    targetDocumentIds: d.targetDocumentIds,
  };
}

export function presentTag(t: StoredTag): Record<string, unknown> {
  return { id: t.id, color: t.color };
}

export function presentAnalysis({ org: _org, ...a }: StoredAnalysis): Record<string, unknown> {
  return a;
}

export function presentRecord({ org: _org, ...r }: TaskRecord): Record<string, unknown> {
  return r;
}
