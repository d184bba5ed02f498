// Resident memory (RSS) of a process and its descendants, from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

function children(pid) {
  const out = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // the parent pid is the 2nd field after the command's closing parenthesis
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** MB resident in `pid` and every process under it. */
export function treeRssMb(pid) {
  let kb = 0;
  const todo = [pid];
  while (todo.length) {
    const p = todo.pop();
    kb += rssKb(p);
    todo.push(...children(p));
  }
  return kb / 1024;
}
