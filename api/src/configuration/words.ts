import { CONFIG_RESOURCES, withArticle, type ConfigResourceName } from '@portal/shared/contracts';

import { API_CATALOGS, msg, SOURCE_LANGUAGE, verbatim, type Message, type MessageId } from '../i18n';
import type { InUseReference } from './bind-resource';

// How the configuration's messages name its items in each language: `configuration.item.<resource>.a`
// ("a town", "una ciudad"), `….this` ("this town", "esta ciudad"), and `configuration.count.<label>`
// ("3 suburbs", "3 barrios"). A resource or label the catalogs lack is named in the contract's English.

const inCatalogs = (id: string): id is MessageId => Object.hasOwn(API_CATALOGS[SOURCE_LANGUAGE]!, id);
const singular = (name: string): string =>
  (CONFIG_RESOURCES[name as ConfigResourceName] as { singular: string } | undefined)?.singular ?? name;

/** "a town": one item of the resource, as the object of a sentence. */
export function anItem(name: string): Message {
  const id = `configuration.item.${name}.a`;
  return inCatalogs(id) ? msg(id) : verbatim(withArticle(singular(name)));
}

/** "this town": the item a message is about. */
export function thisItem(name: string): Message {
  const id = `configuration.item.${name}.this`;
  return inCatalogs(id) ? msg(id) : verbatim(`this ${singular(name)}`);
}

/** "3 suburbs", "1 property": the rows of a referencing table that point at an item. */
export function counted(reference: Pick<InUseReference, 'label' | 'one'>, count: number): Message {
  const id = `configuration.count.${reference.label.replace(/ /g, '-')}`;
  return inCatalogs(id) ? msg(id, { count }) : verbatim(`${count} ${count === 1 ? reference.one : reference.label}`);
}

/** "a and b and c", in the message's language. */
export function andList(items: Message[]): Message {
  return items.reduce((first, second) => msg('configuration.and', { first, second }));
}

/** A message said with its first letter in upper case, however its language orders the words ("A town with this name…"). */
export function capitalised(message: Message): Message {
  if ('verbatim' in message) return verbatim(message.verbatim.charAt(0).toUpperCase() + message.verbatim.slice(1));
  return { ...message, capitalise: true };
}
