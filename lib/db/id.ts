import { randomUUID } from 'node:crypto';

let counter = Math.floor(Math.random() * 36 ** 4);

/**
 * A collision-resistant id in the shape of Prisma's cuid() (25 characters, starting with "c",
 * roughly ordered by time), for rows written without Prisma: time, a per-process counter, and
 * 48 random bits (randomUUID draws from a pooled CSPRNG, cheaper than a randomBytes call).
 */
export function newId(): string {
  counter = (counter + 1) % 36 ** 4;
  const time = Date.now().toString(36).padStart(8, '0').slice(-8);
  const count = counter.toString(36).padStart(4, '0');
  const rand = parseInt(randomUUID().slice(-12), 16).toString(36).padStart(10, '0');
  return `c${time}${count}${rand}`.padEnd(25, '0');
}
