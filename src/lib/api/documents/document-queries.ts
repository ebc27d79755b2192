import { resourceQueries } from '../resource-queries';
import { getDocument, getDocuments } from './document-api';

export const documentQueries = resourceQueries('documents', { list: getDocuments, detail: getDocument });
