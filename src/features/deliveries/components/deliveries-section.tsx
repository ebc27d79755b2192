import type { Task } from '../../../contract/task';

/** Placeholder: the order page slots this section in; its feature issue fills it. */
export function DeliveriesSection(_props: { task: Task }) {
  return null;
}
