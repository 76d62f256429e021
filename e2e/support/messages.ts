import type { Page } from '@playwright/test';
import { readStore } from './fixtures';

interface StoredMessageRow {
  id: string;
}

/** The messages in the outbox now: the sample data's own are there before a test writes any. */
export async function outboxNow(page: Page): Promise<Set<string>> {
  return new Set((await readStore<StoredMessageRow>(page, 'messages')).map((message) => message.id));
}

/** The messages written since `before` was read, in the store's order. */
export async function messagesSince<Message extends StoredMessageRow>(
  page: Page,
  before: Set<string>,
): Promise<Message[]> {
  return (await readStore<Message>(page, 'messages')).filter((message) => !before.has(message.id));
}
