import {
  IconBuildingStore,
  IconClipboardCheck,
  IconFilePlus,
  IconFolders,
  IconListDetails,
  IconTags,
  type Icon,
} from '@tabler/icons-react';
import type { Area } from '#portal/lib/auth/roles.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { paths } from '#portal/lib/paths.ts';

export interface NavItem {
  area: Area;
  to: string;
  labelKey: 'nav.orders' | 'nav.newOrder' | 'nav.projects' | 'nav.tags' | 'nav.vendors' | 'nav.review';
  icon: Icon;
  /** Active only on this exact path (so "Orders" is not highlighted on "New order"). */
  end?: boolean;
  /** Data the page shows: clicking the link refreshes it (also when the page is already open). */
  refreshes?: readonly unknown[];
}

export const NAV_ITEMS: NavItem[] = [
  {
    area: 'orders',
    to: paths.orders.getHref(),
    labelKey: 'nav.orders',
    icon: IconListDetails,
    refreshes: taskQueries.lists(),
  },
  { area: 'newOrder', to: paths.newOrder.getHref(), labelKey: 'nav.newOrder', icon: IconFilePlus, end: true },
  { area: 'projects', to: paths.projects.getHref(), labelKey: 'nav.projects', icon: IconFolders },
  { area: 'tags', to: paths.tags.getHref(), labelKey: 'nav.tags', icon: IconTags },
  { area: 'vendors', to: paths.vendors.getHref(), labelKey: 'nav.vendors', icon: IconBuildingStore },
  { area: 'review', to: paths.review.getHref(), labelKey: 'nav.review', icon: IconClipboardCheck },
];
