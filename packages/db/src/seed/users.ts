import type { Db } from '../client';
import { userCategories, users } from '../schema/index';
import type { SeedImages } from './images';
import type { Rng } from './rng';
import type { SeedTaxonomy } from './taxonomy';

const READERS = [
  { name: 'Amelia Hart', mobile: '+447700900101' },
  { name: 'Louis Martin', mobile: '+33612345678' },
  { name: 'Yasmine Haddad', mobile: '+9613123456' },
  { name: 'Kenji Watanabe', mobile: '' },
];

export interface SeedUsers {
  readerIds: number[];
  adminId: number;
  names: Map<number, string>;
}

/** Four demo readers and one admin. No sessions: signing in happens through the identity service. */
export async function seedUsers(db: Db, images: SeedImages, taxonomy: SeedTaxonomy, rng: Rng): Promise<SeedUsers> {
  const rows = await db
    .insert(users)
    .values([
      ...READERS.map((reader, index) => ({
        firebaseId: `demo-reader-${index + 1}`,
        name: reader.name,
        email: `reader${index + 1}@example.com`,
        mobile: reader.mobile,
        type: 'email',
        profile: images.avatars[index] ?? '',
        status: 1,
        role: 0,
      })),
      { firebaseId: 'demo-admin', name: 'Newsroom Admin', email: 'admin@example.com', type: 'email', profile: images.avatars[4] ?? '', status: 1, role: 1 },
    ])
    .returning({ id: users.id, name: users.name });
  const readerIds = rows.slice(0, READERS.length).map((row) => row.id);
  const admin = rows[READERS.length];
  if (!admin) throw new Error('admin not inserted');

  // The first three readers follow a few sections in every language, which drives "For you".
  const follows: { userId: number; categoryId: number }[] = [];
  for (const userId of readerIds.slice(0, 3)) {
    for (const list of taxonomy.categories.values()) {
      for (const category of rng.sample(list, 3)) follows.push({ userId, categoryId: category.id });
    }
  }
  await db.insert(userCategories).values(follows);
  return { readerIds, adminId: admin.id, names: new Map(rows.map((row) => [row.id, row.name])) };
}
