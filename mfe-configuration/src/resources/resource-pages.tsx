import type { ComponentType } from 'react';

import type { ConfigResourceName } from '@portal/shared/contracts';

import { ResourceFormPage } from './resource-form-page';
import { ResourceListPage } from './resource-list-page';

const cache = new Map<string, ComponentType>();

/** One stable page component per resource and screen, for the router's `lazy`. */
function pageFor(screen: 'list' | 'form', name: ConfigResourceName): ComponentType {
  const id = `${screen}:${name}`;
  let page = cache.get(id);
  if (!page) {
    page = screen === 'list' ? () => <ResourceListPage name={name} /> : () => <ResourceFormPage name={name} />;
    cache.set(id, page);
  }
  return page;
}

export const listPageFor = (name: ConfigResourceName) => pageFor('list', name);
export const formPageFor = (name: ConfigResourceName) => pageFor('form', name);
