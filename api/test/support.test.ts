import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { chatGroupSchema, emergencyContactSchema } from '@portal/shared/contracts';

import { chatGroups, emergencyContacts } from '../src/db/schema';
import { call, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const groups = z.array(chatGroupSchema);
const contacts = z.array(emergencyContactSchema);

/** Public lists: asked for without a token, as a visitor who is not logged in would. */
async function chatGroupsOf(channel: string) {
  const response = await call(ctx.app, 'GET', `/api/support/chat-groups/?channel=${channel}`);
  expect(response.statusCode).toBe(200);
  return groups.parse(response.json());
}

describe('GET /api/support/chat-groups/', () => {
  it('lists the community chat groups, in sort order', async () => {
    const list = await chatGroupsOf('community_chat');
    expect(list.map((group) => group.name)).toEqual(['Northside Neighbors', 'Riverton Parents Network', 'Downtown Business Forum']);
    expect(list.every((group) => group.channel === 'community_chat')).toBe(true);
    expect(list[0]!.url).toMatch(/^https:\/\/chat\.whatsapp\.com\//);
    expect(list.every((group) => group.description.length > 0)).toBe(true);
  });

  it('lists the Telegram groups apart', async () => {
    const list = await chatGroupsOf('telegram');
    expect(list.map((group) => group.name)).toEqual(['Riverton Alerts', 'Riverton Events']);
    expect(list.every((group) => group.channel === 'telegram' && group.url.startsWith('https://t.me/'))).toBe(true);
  });

  it('wants a channel it knows', async () => {
    const missing = await call(ctx.app, 'GET', '/api/support/chat-groups/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: 'Invalid input.', errors: { channel: ['This field is required.'] } });

    for (const url of ['/api/support/chat-groups/?channel=whatsapp', '/api/support/chat-groups/?channel=']) {
      const wrong = await call(ctx.app, 'GET', url);
      expect(wrong.statusCode, url).toBe(400);
      expect(wrong.json().errors, url).toEqual({ channel: ['Use one of: community_chat, telegram.'] });
    }

    const extra = await call(ctx.app, 'GET', '/api/support/chat-groups/?channel=telegram&active=false');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ active: ['Unknown field.'] });
  });

  it('orders by name within one sort position, and hides inactive groups', async () => {
    await ctx.app.db
      .insert(chatGroups)
      .values({ channel: 'community_chat', name: 'Eastside Gardeners', url: 'https://chat.whatsapp.com/x', sortOrder: 10 });
    await ctx.app.db.update(chatGroups).set({ isActive: false }).where(eq(chatGroups.name, 'Riverton Parents Network'));
    expect((await chatGroupsOf('community_chat')).map((group) => group.name)).toEqual([
      'Eastside Gardeners',
      'Northside Neighbors',
      'Downtown Business Forum',
    ]);
  });

  it('refuses a channel the contract does not know, in the database too', async () => {
    await expect(
      ctx.app.db.insert(chatGroups).values({ channel: 'whatsapp' as 'telegram', name: 'X', url: 'https://example.org' }),
    ).rejects.toThrow();
  });
});

describe('GET /api/support/emergency-contacts/', () => {
  it('is public and puts 911 first, then the sort order', async () => {
    const response = await call(ctx.app, 'GET', '/api/support/emergency-contacts/');
    expect(response.statusCode).toBe(200);
    const list = contacts.parse(response.json());
    expect(list[0]).toMatchObject({ name: 'Emergency services', phone: '911', is_primary: true });
    expect(list[0]!.description).toMatch(/police.*fire.*ambulance/i);
    expect(list.map((contact) => [contact.name, contact.phone])).toEqual([
      ['Emergency services', '911'],
      ['Police (non-emergency)', '(555) 010-0111'],
      ['Water and sewer emergencies', '(555) 010-0122'],
      ['Power outages', '(555) 010-0133'],
      ['Poison control', '(800) 222-1222'],
      ['Animal control', '(555) 010-0144'],
    ]);
    expect(list.slice(1).every((contact) => !contact.is_primary)).toBe(true);
  });

  it('keeps primary contacts ahead whatever their sort order, and hides inactive ones', async () => {
    await ctx.app.db.insert(emergencyContacts).values({ name: 'Crisis line', phone: '988', isPrimary: true, sortOrder: 999 });
    await ctx.app.db.update(emergencyContacts).set({ sortOrder: 0 }).where(eq(emergencyContacts.name, 'Animal control'));
    await ctx.app.db.update(emergencyContacts).set({ isActive: false }).where(eq(emergencyContacts.name, 'Poison control'));
    const list = contacts.parse((await call(ctx.app, 'GET', '/api/support/emergency-contacts/')).json());
    expect(list.map((contact) => contact.name)).toEqual([
      'Emergency services',
      'Crisis line',
      'Animal control',
      'Police (non-emergency)',
      'Water and sewer emergencies',
      'Power outages',
    ]);
  });
});
