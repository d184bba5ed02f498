import { randomBytes } from 'node:crypto';

let counter = Math.floor(Math.random() * 36 ** 4);

/**
 * A collision-resistant id in the shape of Prisma's cuid() (25 characters, starting with "c",
 * roughly ordered by time), for rows written without Prisma.
 */
export function newId(): string {
  counter = (counter + 1) % 36 ** 4;
  const time = Date.now().toString(36).padStart(8, '0').slice(-8);
  const count = counter.toString(36).padStart(4, '0');
  const rand = BigInt('0x' + randomBytes(8).toString('hex'))
    .toString(36)
    .padStart(12, '0')
    .slice(-12);
  return `c${time}${count}${rand}`;
}
