import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about (verification, reset), also inside `text`. */
  link?: string;
}

export interface SmsMessage {
  to: string;
  text: string;
  /** The one-time code, also inside `text`. */
  code?: string;
}

/** Sends mail for the identity service; swap in an SMTP or API-based sender for production. */
export interface MailSender {
  sendMail(message: MailMessage): Promise<void>;
  /** Drops stored copies of the messages sent to an address, when the sender keeps any (account deletion). */
  forgetRecipient?(to: string): Promise<void>;
}

/** Sends text messages (phone sign-in codes); swap in a provider's sender for production. */
export interface SmsSender {
  sendSms(message: SmsMessage): Promise<void>;
  forgetRecipient?(to: string): Promise<void>;
}

/** A message as the outbox keeps it. */
export interface OutboxMessage {
  kind: 'mail' | 'sms';
  to: string;
  subject?: string;
  text: string;
  link?: string;
  code?: string;
  /** The file's name in the outbox folder. */
  file: string;
}

/**
 * The default sender for both mail and SMS: each message becomes a JSON file in the outbox
 * folder (`<DATA_DIR>/outbox/<time>-<mail|sms>-<id>.json`), where a developer or a test reads it.
 * Nothing leaves the machine.
 */
export class OutboxSender implements MailSender, SmsSender {
  constructor(private readonly dir: string) {}

  sendMail(message: MailMessage): Promise<void> {
    return this.write('mail', { kind: 'mail', ...message });
  }

  sendSms(message: SmsMessage): Promise<void> {
    return this.write('sms', { kind: 'sms', ...message });
  }

  async forgetRecipient(to: string): Promise<void> {
    for (const message of await readOutbox(this.dir)) {
      if (message.to === to) await rm(path.join(this.dir, message.file), { force: true });
    }
  }

  private sequence = 0;

  private async write(kind: 'mail' | 'sms', body: Omit<OutboxMessage, 'file'>): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Sortable by time (ISO time without the characters file systems dislike), then by a
    // sequence number, so two messages of the same millisecond keep the order they were sent in.
    const time = new Date().toISOString().replace(/[:.]/g, '-');
    this.sequence = (this.sequence + 1) % 1_000_000;
    const file = `${time}-${String(this.sequence).padStart(6, '0')}-${kind}-${randomBytes(6).toString('hex')}.json`;
    // Written under a temporary name first, so a reader never sees half a message.
    const temporary = path.join(this.dir, `.${file}.tmp`);
    await writeFile(temporary, `${JSON.stringify(body, null, 2)}\n`);
    await rename(temporary, path.join(this.dir, file));
  }
}

/** Every message in an outbox folder, oldest first (none when the folder does not exist). */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const messages: OutboxMessage[] = [];
  for (const file of names.filter((name) => /^[^.].*-(mail|sms)-[0-9a-f]+\.json$/.test(name)).sort()) {
    try {
      messages.push({ ...(JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Omit<OutboxMessage, 'file'>), file });
    } catch {
      // A file removed or replaced meanwhile is simply not listed.
    }
  }
  return messages;
}
