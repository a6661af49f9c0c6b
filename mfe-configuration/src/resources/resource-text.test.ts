import { describe, expect, it } from 'vitest';

import {
  ADMIN_ACCOUNT_NEEDS_ADMIN,
  CONFIG_FILE_KINDS,
  CONFIG_FILE_RULES,
  CONFIG_RESOURCES,
  withArticle,
  type ConfigResource,
} from '@portal/shared/contracts';

import english from '../locales/en.json';
import spanish from '../locales/es.json';
import { choiceId, fieldWordId, resourceWordId, type ResourceWord } from './resource-text';

const ACCESS = { super: 'For super users and admins.', admin: 'For admins only.' } as const;

/**
 * Every word the screens say of each described resource, as the contracts' English writes it: its
 * names and the sentences built from them, then each field's label, hint, choices and, for an
 * image, its remove button.
 */
function contractWords(): Map<string, string> {
  const words = new Map<string, string>();
  for (const resource of Object.values(CONFIG_RESOURCES) as ConfigResource[]) {
    const put = (word: ResourceWord, text: string) => words.set(resourceWordId(resource.name, word), text);
    const plural = resource.title.toLowerCase();
    const capital = resource.singular.charAt(0).toUpperCase() + resource.singular.slice(1);
    put('name', resource.title);
    put('item', `the ${resource.singular}`);
    if (resource.single) put('card', `Change ${plural}. ${ACCESS[resource.access]}`);
    else {
      put('items', plural);
      put('unnamed', `The ${resource.singular}`);
      put('card', `Add, change and remove ${plural}. ${ACCESS[resource.access]}`);
      put('add', `Add ${withArticle(resource.singular)}`);
      put('submit', `Add ${resource.singular}`);
      put('edit', `Edit ${resource.singular}`);
      put('added', `${capital} added`);
      if (resource.removal !== 'none') {
        const verb = resource.removal === 'delete' ? 'Delete' : 'Deactivate';
        put('remove.heading', `${verb} this ${resource.singular}`);
        put('remove.button', `${verb} ${resource.singular}`);
        put('removed', `${capital} ${resource.removal === 'delete' ? 'deleted' : 'deactivated'}`);
      }
      put('search', `Search ${plural}`);
      put('pages', `${resource.title} pages`);
      put('empty.title', `No ${plural} yet`);
      put('empty.text', `${resource.title} you add are listed here.`);
      if (resource.parent) {
        const parent = Object.values(CONFIG_RESOURCES).find((candidate) => candidate.name === resource.parent?.resource);
        put('empty.under', `None has been added under this ${parent?.singular}.`);
        put('filter.all', 'All');
      }
      put('noMatch.title', `No ${plural} match`);
      put('noMatch.text', `No ${plural} match “{search}”. Check the spelling or search for something else.`);
    }
    for (const field of resource.fields) {
      words.set(fieldWordId(resource.name, field.name, 'label'), field.label);
      if (field.hint) words.set(fieldWordId(resource.name, field.name, 'hint'), field.hint);
      for (const [value, label] of Object.entries(field.choices ?? {})) words.set(choiceId(resource.name, field.name, value), label);
      if (field.kind === 'file' && (field.file ?? 'image') === 'image')
        words.set(fieldWordId(resource.name, field.name, 'remove'), `Remove<0> ${field.label.toLowerCase()}</0>`);
    }
  }
  return words;
}

const en: Record<string, string> = english;
const es: Record<string, string> = spanish;

describe('the configuration screens’ words', () => {
  it('has the words of every resource and field the contracts describe, in the contracts’ English', () => {
    for (const [id, text] of contractWords()) expect(en[id], id).toBe(text);
  });

  it('has no words for a resource or field the contracts no longer describe', () => {
    const described = contractWords();
    expect(Object.keys(en).filter((id) => id.startsWith('resource.') && !described.has(id))).toEqual([]);
  });

  it('says what may be uploaded as the contracts’ file rules do', () => {
    for (const kind of CONFIG_FILE_KINDS)
      expect(en[`upload.hint.${kind}`]).toBe(`Upload ${CONFIG_FILE_RULES[kind].label}, up to {size} MB.`);
  });

  it('says who may change an admin’s account as the API does', () => {
    expect(en['account.adminOnly']).toBe(ADMIN_ACCOUNT_NEEDS_ADMIN);
  });

  it('has every message in Spanish, and no other', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(es)) expect(text.trim(), id).not.toBe('');
  });
});
