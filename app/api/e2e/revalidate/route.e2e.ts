import { revalidatePath } from 'next/cache';
import { NextResponse } from 'next/server';

// POST /api/e2e/revalidate: test-only (`.e2e.ts`: only in the build made for the e2e suite, never
// in the production build). The e2e server (E2E_REVALIDATE=1) regenerates the probe page at run
// time, as staff changes will regenerate real pages. A plain 404 without the variable.
export async function POST() {
  if (process.env.E2E_REVALIDATE !== '1') return new NextResponse(null, { status: 404 });
  revalidatePath('/e2e-regenerated');
  return NextResponse.json({ success: true });
}
