import { describe, expect, it } from 'vitest';

import { CONFIG_RESOURCES } from '@portal/shared/contracts';

import { displayValue, flagState, fromLocalInput, optionLabel, toFormValues, toInput, toLocalInput } from './resource-values';

const chat = CONFIG_RESOURCES['chat-groups'];

describe('resource values', () => {
  it('starts a new item active, at the first choice and sort order 0', () => {
    expect(toFormValues(chat, undefined)).toEqual({
      channel: 'community_chat',
      name: '',
      description: '',
      url: '',
      is_active: 'true',
      sort_order: '0',
    });
  });

  it('turns the form text into the API input and back', () => {
    const item = { id: 3, channel: 'telegram', name: 'Riverside', description: '', url: 'https://t.me/x', is_active: false, sort_order: 2 };
    const values = toFormValues(chat, item);
    expect(values).toMatchObject({ channel: 'telegram', is_active: '', sort_order: '2' });
    expect(toInput(chat, values)).toEqual({
      channel: 'telegram',
      name: 'Riverside',
      description: '',
      url: 'https://t.me/x',
      is_active: false,
      sort_order: 2,
    });
    expect(toInput(chat, { ...values, sort_order: 'two' }).sort_order).toBeNaN();
  });

  it('reads values in a list as words', () => {
    const [channel, , , , active] = chat.fields;
    expect(displayValue(channel!, 'telegram')).toBe('Telegram');
    expect(displayValue(active!, true)).toBe('Active');
    expect(flagState(active!, false)).toEqual({ label: 'Inactive', tone: 'neutral' });
    const published = CONFIG_RESOURCES.news.fields.find((field) => field.name === 'is_published')!;
    expect(flagState(published, true)).toEqual({ label: 'Published', tone: 'success' });
    expect(flagState(published, false)).toEqual({ label: 'Draft', tone: 'neutral' });
    const primary = CONFIG_RESOURCES['emergency-contacts'].fields.find((field) => field.name === 'is_primary')!;
    expect(flagState(primary, true)).toBeUndefined();
    expect(displayValue(primary, true)).toBe('Yes');
    const town = CONFIG_RESOURCES.suburbs.fields.find((field) => field.name === 'town_id')!;
    expect(displayValue(town, 4, new Map([[4, 'Fairview']]))).toBe('Fairview');
  });
});

describe('dates, files and labels', () => {
  const polls = CONFIG_RESOURCES.polls;
  const documents = CONFIG_RESOURCES.documents;

  it('shows a moment in local time to the minute and sends it back as an ISO moment', () => {
    const opens = new Date(2026, 11, 1, 9, 30).toISOString();
    const values = toFormValues(polls, {
      id: 1,
      title: 'Parks',
      description: '',
      opens_at: opens,
      closes_at: opens,
      is_active: true,
      sort_order: 0,
    });
    expect(values.opens_at).toBe('2026-12-01T09:30');
    expect(toInput(polls, values).opens_at).toBe(opens);
    // Left empty or unreadable, the text goes as it is and the contract says what is wrong.
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('soon')).toBe('soon');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('sends a document by its stored id and an image by its address', () => {
    const values = { ...toFormValues(documents, undefined), file_id: '42', file_name: 'budget.pdf' };
    expect(toInput(documents, values)).toMatchObject({ file_id: 42, file_name: 'budget.pdf', subcategory_id: Number.NaN });
    expect(toInput(documents, { ...values, file_id: '' }).file_id).toBeNaN();
    const news = CONFIG_RESOURCES.news;
    expect(toInput(news, { ...toFormValues(news, undefined), image_url: '/api/files/abc/' }).image_url).toBe('/api/files/abc/');
  });

  it('shows money in dollars and sends it in cents, empty as no amount', () => {
    const causes = CONFIG_RESOURCES['donation-causes'];
    const values = toFormValues(causes, { id: 1, kind: 'campaign', goal_cents: 250_000, closes_at: null });
    expect(values.goal_cents).toBe('2500.00');
    expect(toInput(causes, { ...values, goal_cents: '$1,200.50' }).goal_cents).toBe(120_050);
    expect(toInput(causes, { ...values, goal_cents: ' ' }).goal_cents).toBeNull();
    expect(toInput(causes, { ...values, goal_cents: 'lots' }).goal_cents).toBeNaN();
    expect(
      displayValue(
        causes.fields.find((field) => field.name === 'goal_cents')!,
        250_000,
      ),
    ).toBe('$2,500.00');
  });

  it('names an item by its label field', () => {
    expect(optionLabel(polls, { id: 3, title: 'Parks' })).toBe('Parks');
    expect(optionLabel(CONFIG_RESOURCES.towns, { id: 4, name: 'Fairview' })).toBe('Fairview');
    expect(optionLabel(CONFIG_RESOURCES['poll-options'], { id: 5 })).toBe('5');
  });
});
