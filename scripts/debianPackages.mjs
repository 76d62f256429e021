import { spawnSync } from 'node:child_process';

/** @param {string} command @param {string[]} args @param {number} [timeoutMs] */
export function run(command, args, timeoutMs) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: timeoutMs });
  return result.status === 0;
}

/** Whether apt-get can run with root rights without asking for a password; the prefix to use. */
function rootPrefix() {
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

/**
 * Installs a Debian package with apt-get, as root or with password-less sudo; false when this
 * machine cannot (no apt-get, no rights) or the install failed.
 * @param {string} name
 */
export function installDebianPackage(name) {
  const prefix = rootPrefix();
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!prefix || !hasApt) return false;
  const apt = (/** @type {string[]} */ args) => {
    const [command, ...rest] = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    return run(command, rest);
  };
  return apt(['update']) && apt(['install', '-y', name]);
}
