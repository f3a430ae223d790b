/** `node scripts/grant-staff.ts <discord id>`: makes a person who has signed in once platform staff. */
import { messages } from '@galaxia/core';
import { grantStaff, loadEnv, openOrm } from '@galaxia/core/server';

const discordId = process.argv[2]?.trim();
if (!discordId || !/^\d{1,32}$/.test(discordId)) {
  console.error('usage: node scripts/grant-staff.ts <discord id>');
  process.exit(2);
}
const orm = await openOrm(loadEnv().DATABASE_URL);
try {
  const { name } = await grantStaff(orm.em.fork(), discordId);
  console.info(messages.staff.granted(name));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await orm.close();
}
