import { describe, expect, it } from 'vitest';
import { CONFIG_RESOURCES } from '@portal/shared';
import { displayValue, toFormValues, toInput } from './resource-values';

const chat = CONFIG_RESOURCES['chat-groups'];

describe('resource values', () => {
  it('starts a new item active, at the first choice and sort order 0', () => {
    expect(toFormValues(chat, undefined)).toEqual({ channel: 'community_chat', name: '', description: '', url: '', is_active: 'true', sort_order: '0' });
  });

  it('turns the form text into the API input and back', () => {
    const item = { id: 3, channel: 'telegram', name: 'Riverside', description: '', url: 'https://t.me/x', is_active: false, sort_order: 2 };
    const values = toFormValues(chat, item);
    expect(values).toMatchObject({ channel: 'telegram', is_active: '', sort_order: '2' });
    expect(toInput(chat, values)).toEqual({ channel: 'telegram', name: 'Riverside', description: '', url: 'https://t.me/x', is_active: false, sort_order: 2 });
    expect(toInput(chat, { ...values, sort_order: 'two' }).sort_order).toBeNaN();
  });

  it('reads values in a list as words', () => {
    const [channel, , , , active] = chat.fields;
    expect(displayValue(channel!, 'telegram')).toBe('Telegram');
    expect(displayValue(active!, true)).toBe('Yes');
    const town = CONFIG_RESOURCES.suburbs.fields.find((field) => field.name === 'town_id')!;
    expect(displayValue(town, 4, new Map([[4, 'Fairview']]))).toBe('Fairview');
  });
});
