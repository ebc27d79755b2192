/** GET /rest/api/openapi.json: an OpenAPI 3.1 description generated from the contract's zod schemas. */
import { z } from '#contract/zod';
import { analysisCreateSchema, analysisSchema } from '#contract/analysis';
import { deliveryPatchSchema, deliverySchema } from '#contract/delivery';
import { documentReferenceSchema, documentSchema } from '#contract/document';
import { conflictBodySchema, validationErrorBodySchema } from '#contract/errors';
import { looseRecordListSchema } from '#contract/misc';
import { projectCreateSchema, projectPatchSchema, projectSchema } from '#contract/project';
import { quoteEnquirySchema, quotePatchSchema, quoteSchema } from '#contract/quote';
import { tagPatchSchema, tagSchema } from '#contract/tag';
import { documentIdsBodySchema, taskCreateSchema, taskPatchSchema, taskSchema } from '#contract/task';

const SCHEMAS: Record<string, z.core.$ZodType> = {
  TranslationTask: taskSchema,
  TaskCreate: taskCreateSchema,
  TaskPatch: taskPatchSchema,
  DocumentIds: documentIdsBodySchema,
  Document: documentSchema,
  DocumentReference: documentReferenceSchema,
  Project: projectSchema,
  ProjectCreate: projectCreateSchema,
  ProjectPatch: projectPatchSchema,
  Quote: quoteSchema,
  QuotePatch: quotePatchSchema,
  QuoteEnquiry: quoteEnquirySchema,
  Delivery: deliverySchema,
  DeliveryPatch: deliveryPatchSchema,
  Tag: tagSchema,
  TagPatch: tagPatchSchema,
  Analysis: analysisSchema,
  AnalysisCreate: analysisCreateSchema,
  Records: looseRecordListSchema,
  ValidationErrors: validationErrorBodySchema,
  Conflict: conflictBodySchema,
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const list = (name: string) => ({ type: 'array', items: ref(name) });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ok = (schema: object, status = '200') => ({
  [status]: { description: 'OK', ...json(schema) },
  '400': { description: 'Validation failed', ...json(ref('ValidationErrors')) },
});
const op = (summary: string, responses: object, body?: string) => ({
  summary,
  responses,
  ...(body ? { requestBody: { required: true, ...json(ref(body)) } } : {}),
});

const task = '/translationTasks/{task_id}';
const PATHS: Record<string, Record<string, object>> = {
  '/translationTasks/': {
    get: op('List tasks', ok(list('TranslationTask'))),
    post: op('Create a task', ok(ref('TranslationTask'), '201'), 'TaskCreate'),
  },
  [task]: {
    get: op('Read a task', ok(ref('TranslationTask'))),
    patch: op('Modify, complete or cancel a task', ok(ref('TranslationTask')), 'TaskPatch'),
    delete: op('Delete a draft task', ok(ref('TranslationTask'))),
  },
  [`${task}/sourceDocuments/`]: {
    get: op('Source documents', ok(list('Document'))),
    patch: op('Add source documents', ok({ type: 'array', items: { type: 'string' } }), 'DocumentIds'),
  },
  [`${task}/sourceDocuments/{doc_id}`]: { delete: op('Remove a source document', ok({ type: 'string' })) },
  [`${task}/quoteEnquiries`]: { get: op('Quote enquiries', ok(list('QuoteEnquiry'))) },
  [`${task}/quotes`]: { get: op('Quotes', ok(list('Quote'))) },
  [`${task}/acceptedQuotes`]: { get: op('Accepted quotes', ok(list('Quote'))) },
  [`${task}/targetDocuments`]: { get: op('Delivered documents', ok(list('Document'))) },
  [`${task}/targetDocuments/content`]: {
    get: { summary: 'Zip of the delivered documents', responses: { '200': { description: 'application/zip' } } },
  },
  [`${task}/analysis`]: { get: op('Analyses', ok(list('Analysis'))) },
  [`${task}/translationDeliveries`]: { get: op('Deliveries', ok(list('Delivery'))) },
  [`${task}/documentConversions`]: { get: op('Conversions', ok(ref('Records'))) },
  [`${task}/documentPretranslations`]: { get: op('Pre-translations', ok(ref('Records'))) },
  [`${task}/documentReviews`]: { get: op('Reviews', ok(ref('Records'))) },
  '/documents/': {
    get: op('List documents', ok(list('Document'))),
    post: {
      summary: 'Upload: multipart/form-data, application/octet-stream (?filename=) or application/json by reference',
      requestBody: {
        content: {
          'multipart/form-data': {},
          'application/octet-stream': {},
          'application/json': { schema: ref('DocumentReference') },
        },
      },
      responses: ok(ref('Document'), '201'),
    },
  },
  '/documents/{doc_id}': {
    get: op('Read a document', ok(ref('Document'))),
    delete: op('Delete a document', ok(ref('Document'))),
  },
  '/documents/{doc_id}/content': { get: { summary: 'Download', responses: { '200': { description: 'The content' } } } },
  '/projects/': {
    get: op('List projects', ok(list('Project'))),
    post: op('Create a project (admin)', ok(ref('Project'), '201'), 'ProjectCreate'),
  },
  '/projects/{project_id}': {
    get: op('Read a project', ok(ref('Project'))),
    patch: op('Modify a project (admin)', ok(ref('Project')), 'ProjectPatch'),
    delete: op('Delete a project (admin)', {
      ...ok(ref('Project')),
      '409': { description: 'Still referenced', ...json(ref('Conflict')) },
    }),
  },
  '/quotes/{quote_id}': {
    get: op('Read a quote', ok(ref('Quote'))),
    patch: op('Accept, reject or cancel a quote', ok(ref('Quote')), 'QuotePatch'),
  },
  '/translationDeliveries/{delivery_id}': {
    get: op('Read a delivery', ok(ref('Delivery'))),
    patch: op('Order post-editing', ok(ref('Delivery')), 'DeliveryPatch'),
  },
  '/tags/': { get: op('List tags', ok(list('Tag'))) },
  '/tags/{tag_id}': { get: op('Read a tag', ok(ref('Tag'))), patch: op('Recolour a tag', ok(ref('Tag')), 'TagPatch') },
  '/analysis/': { post: op('Request an analysis', ok(ref('Analysis'), '201'), 'AnalysisCreate') },
  '/analysis/{analysis_id}': { get: op('Read an analysis', ok(ref('Analysis'))) },
};

let cached: object | undefined;

export function openApiDocument(): object {
  cached ??= {
    openapi: '3.1.0',
    info: { title: 'Translation ordering API (sandbox)', version: '1' },
    servers: [{ url: '/rest/api' }],
    security: [{ bearer: [] }],
    paths: PATHS,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      // Input shapes: the wire format before the contract's normalising transforms.
      schemas: Object.fromEntries(
        Object.entries(SCHEMAS).map(([name, schema]) => {
          const { $schema: _drop, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
          return [name, jsonSchema];
        }),
      ),
    },
  };
  return cached;
}
