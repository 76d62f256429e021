import { postgresBin } from '../server/postgresBin.mjs';
import { installDebianPackage } from './debianPackages.mjs';

/**
 * `npm test` calls this before the tests of team mode, which run against a real PostgreSQL
 * server as well as the embedded one: installs Debian's package when none is there.
 */
if (!postgresBin()) {
  console.log('No PostgreSQL found; installing one for the tests of team mode.');
  if (!installDebianPackage('postgresql') || !postgresBin()) {
    console.error(
      'No PostgreSQL could be installed. Run `sudo apt-get install -y postgresql` (Debian/Ubuntu), then run the command again.',
    );
    process.exit(1);
  }
}
console.log(`PostgreSQL for the tests of team mode: ${postgresBin()}`);
