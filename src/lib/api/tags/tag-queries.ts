import { resourceQueries } from '../resource-queries';
import { getTag, getTags } from './tag-api';

export const tagQueries = resourceQueries('tags', { list: getTags, detail: getTag });
