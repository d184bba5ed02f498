import Database from 'better-sqlite3';

// POST /api/lead: parse a JSON body and insert it as one row with better-sqlite3. The floor the
// site's lead POST is measured against (same framework, same database driver, no app logic).
const file = process.env.FLOOR_DB ?? '/tmp/floor.db';
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.exec(`CREATE TABLE IF NOT EXISTS lead (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL, email TEXT NOT NULL, purpose TEXT NOT NULL, message TEXT NOT NULL,
  details TEXT NOT NULL, createdAt TEXT NOT NULL
)`);
const insert = db.prepare(
  'INSERT INTO lead (name, email, purpose, message, details, createdAt) VALUES (?, ?, ?, ?, ?, ?)',
);

export async function POST(req: Request) {
  const b = (await req.json()) as Record<string, string>;
  const r = insert.run(
    String(b.name),
    String(b.email),
    String(b.purpose),
    String(b.message),
    JSON.stringify(b),
    new Date().toISOString(),
  );
  return Response.json({ success: true, id: String(r.lastInsertRowid) }, { status: 201 });
}
