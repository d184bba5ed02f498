import {
  POST as translationPOST,
  GET as translationGET,
} from '@/app/api/services/translation/route';
import { POST as applicationPOST } from '@/app/api/applications/route';
import { db } from '@/lib/db';
import { uploadForStaff, uploadsOfLead } from '@/lib/uploads/staff';
import { DOCX_MIME } from '@/lib/uploads/sniff';
import { addDays, todayInIndia } from '@/lib/validation/fields';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import {
  UPLOADS_AT_ONCE,
  UPLOADS_AT_ONCE_PER_ADDRESS,
  UPLOADS_BUSY,
  UPLOADS_FROM_YOU,
} from '@/lib/leads/upload-handler';
import {
  BOUNDARY,
  fieldsToParts,
  multipartBody,
  multipartRequest,
  samples,
  type MultipartOptions,
  type Part,
} from '@/__tests__/support/files';
import { findLead } from '@/__tests__/support/leads';

type Handler = (req: Request) => Promise<Response>;
type UploadCase = {
  name: string;
  parts?: Part[];
  raw?: Buffer;
  opts?: MultipartOptions;
  status: number;
  code: string;
  field?: string;
  message?: string;
};

const MB = 1024 * 1024;
const translationValid = {
  name: 'Ananya Rao',
  email: 'ananya@example.com',
  phoneNumber: '+91 9876543210',
  service: 'Document translation',
  languagePair: 'French to English',
  amount: '4',
  deadline: addDays(todayInIndia(), 10),
  notes: 'Birth certificate and a transcript.',
};
const applicationValid = {
  name: 'Claire Dubois',
  email: 'claire@example.com',
  phoneNumber: '+33 612345678',
  role: 'French instructor (adults)',
  frenchLevel: 'Native or bilingual',
  certificates: 'DALF C2',
  experience: 'Six years teaching adults online.\nDELF examiner.',
  availability: 'Weekday evenings',
};

const file = (
  name: string,
  data: Buffer,
  filename = 'file.pdf',
  type = 'application/pdf',
): Part => ({
  name,
  filename,
  type,
  data,
});

/** Cases every upload endpoint shares: envelope, size, type by content, cut-off bodies. */
function uploadCases(valid: Record<string, string>, fileField: string): UploadCase[] {
  const fields = fieldsToParts(valid);
  const good = multipartBody([...fields, file(fileField, samples.pdf())]);
  return [
    {
      name: 'JSON instead of multipart',
      raw: Buffer.from(JSON.stringify(valid)),
      opts: { contentType: 'application/json' },
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'no content type',
      raw: good,
      opts: { contentType: null },
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'multipart without a boundary',
      raw: good,
      opts: { contentType: 'multipart/form-data' },
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'declared length over the limit',
      raw: good,
      opts: { headers: { 'content-length': String(11 * MB) } },
      status: 413,
      code: 'payload_too_large',
    },
    {
      name: 'file over 10 MB, streamed',
      parts: [...fields, file(fileField, Buffer.concat([samples.pdf(), Buffer.alloc(10 * MB)]))],
      opts: { stream: true },
      status: 413,
      code: 'payload_too_large',
    },
    {
      name: 'a text field over 8 KB',
      parts: [...fields, { name: 'notes', value: 'x'.repeat(9 * 1024) }],
      status: 413,
      code: 'payload_too_large',
    },
    {
      name: 'body cut off mid-file',
      raw: good,
      opts: { cutAt: good.length - 40, stream: true },
      status: 400,
      code: 'validation_failed',
    },
    {
      name: 'body cut off in the headers',
      raw: good,
      opts: { cutAt: 30 },
      status: 400,
      code: 'validation_failed',
    },
    {
      name: 'client went away mid-upload',
      raw: good,
      opts: { abort: true, cutAt: good.length - 100 },
      status: 400,
      code: 'validation_failed',
    },
    {
      name: 'garbage body',
      raw: Buffer.from('this is not multipart at all'),
      status: 400,
      code: 'validation_failed',
    },
    {
      name: 'an executable renamed .pdf',
      parts: [...fields, file(fileField, samples.exe(), 'cv.pdf', 'application/pdf')],
      status: 415,
      code: 'unsupported_media_type',
      field: fileField,
    },
    {
      name: 'HTML renamed .png',
      parts: [...fields, file(fileField, samples.html(), 'photo.png', 'image/png')],
      status: 415,
      code: 'unsupported_media_type',
      field: fileField,
    },
    {
      name: 'a spreadsheet ZIP renamed .docx',
      parts: [...fields, file(fileField, samples.otherZip(), 'cv.docx', DOCX_MIME)],
      status: 415,
      code: 'unsupported_media_type',
      field: fileField,
    },
    {
      name: 'a PDF cut short (no end marker)',
      parts: [...fields, file(fileField, samples.pdf().subarray(0, 20))],
      status: 415,
      code: 'unsupported_media_type',
      field: fileField,
    },
    {
      name: 'a PNG cut short',
      parts: [...fields, file(fileField, samples.png().subarray(0, 30), 'a.png', 'image/png')],
      status: 415,
      code: 'unsupported_media_type',
      field: fileField,
    },
    {
      name: 'a DOCX cut short',
      parts: [...fields, file(fileField, samples.docx().subarray(0, 120), 'a.docx', DOCX_MIME)],
      status: 415,
      code: 'unsupported_media_type',
      field: fileField,
    },
    {
      name: 'two files',
      parts: [...fields, file(fileField, samples.pdf()), file(fileField, samples.pdf(), 'b.pdf')],
      status: 400,
      code: 'validation_failed',
      field: fileField,
    },
    {
      name: 'a file in a text field',
      parts: [...fields.filter((p) => p.name !== 'name'), file('name', samples.pdf())],
      status: 400,
      code: 'validation_failed',
      field: 'name',
    },
    {
      name: 'fill time that is not a number',
      parts: [...fields, { name: 'elapsedMs', value: 'soon' }],
      status: 400,
      code: 'validation_failed',
      field: 'elapsedMs',
      message: 'elapsedMs must be a number of milliseconds',
    },
  ];
}

function fieldCases(
  valid: Record<string, string>,
  fileField: string,
  list: [string, string, string | undefined, string][],
): UploadCase[] {
  return list.map(([name, field, value, message]) => {
    const fields = { ...valid } as Record<string, string | undefined>;
    fields[field] = value;
    return {
      name,
      parts: [...fieldsToParts(fields), file(fileField, samples.pdf())],
      status: 400,
      code: 'validation_failed',
      field,
      message,
    };
  });
}

const translationCases: UploadCase[] = [
  ...uploadCases(translationValid, 'document'),
  ...fieldCases(translationValid, 'document', [
    ['missing name', 'name', undefined, 'Full name is required'],
    [
      'markup in name',
      'name',
      '<b>x</b>',
      'Full name can contain only letters, spaces, apostrophes, hyphens and dots',
    ],
    ['missing email', 'email', undefined, 'Email is required'],
    ['invalid email', 'email', 'a@', 'Invalid email address'],
    ['missing phone', 'phoneNumber', undefined, 'Phone number is required'],
    ['short phone', 'phoneNumber', '+91 98765', 'Enter a 10-digit phone number for +91'],
    ['unknown service', 'service', 'Proofreading', 'Choose an option from the list'],
    ['missing language pair', 'languagePair', undefined, 'Choose a language pair'],
    [
      'amount not a number',
      'amount',
      'ten',
      'Pages or hours must be a whole number from 1 to 2000',
    ],
    ['amount zero', 'amount', '0', 'Pages or hours must be a whole number from 1 to 2000'],
    ['deadline in the past', 'deadline', '2020-01-01', 'The deadline cannot be in the past'],
    ['deadline not a date', 'deadline', '2026-02-30', 'Deadline must be a date (YYYY-MM-DD)'],
    [
      'deadline too far',
      'deadline',
      addDays(todayInIndia(), 400),
      'Choose a deadline within a year',
    ],
    [
      'notes with a bidi override',
      'notes',
      'hello \u202E dlrow',
      'Notes contains characters that are not allowed',
    ],
  ]),
];

const applicationCases: UploadCase[] = [
  ...uploadCases(applicationValid, 'cv'),
  {
    name: 'no CV',
    parts: fieldsToParts(applicationValid),
    status: 400,
    code: 'validation_failed',
    field: 'cv',
    message: 'Attach your CV',
  },
  {
    name: 'an empty file input (no CV chosen)',
    parts: [...fieldsToParts(applicationValid), file('cv', Buffer.alloc(0), '')],
    status: 400,
    code: 'validation_failed',
    field: 'cv',
    message: 'Attach your CV',
  },
  ...fieldCases(applicationValid, 'cv', [
    ['missing name', 'name', undefined, 'Full name is required'],
    ['missing email', 'email', undefined, 'Email is required'],
    [
      'phone for the wrong country length',
      'phoneNumber',
      '+33 6123456789',
      'Enter a 9-digit phone number for +33',
    ],
    ['unknown role', 'role', 'Director', 'Choose an option from the list'],
    ['missing French level', 'frenchLevel', undefined, 'Choose your French level'],
    ['level below B2', 'frenchLevel', 'A2', 'Choose an option from the list'],
    ['empty experience', 'experience', '   ', 'Tell us about your teaching experience'],
    [
      'experience too long',
      'experience',
      'x'.repeat(3001),
      'Experience must be at most 3000 characters',
    ],
    ['missing availability', 'availability', undefined, 'Tell us when you can teach'],
    [
      'certificates with a line break',
      'certificates',
      'DALF\nC1',
      'Certificates must be one line of plain text (no line breaks, control or invisible characters)',
    ],
  ]),
];

describe.each(backends)('upload endpoints on %s', (backend) => {
  let database: TestDatabase;
  const counts = async () => ({
    leads: await db().lead.count(),
    uploads: await db().upload.count(),
  });

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '0',
      RATE_LIMIT_PER_CONTACT_10_MIN: '0',
      TRUST_PROXY: undefined,
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  const run = async (handler: Handler, url: string, c: UploadCase) => {
    const body = c.raw ?? multipartBody(c.parts ?? []);
    const res = await handler(multipartRequest(url, body, c.opts));
    const json = (await res.json()) as {
      success: boolean;
      id?: string;
      error?: { code: string; message: string; fields?: Record<string, string> };
    };
    return { res, json };
  };

  for (const [label, handler, url, cases] of [
    ['translation', translationPOST, '/api/services/translation', translationCases],
    ['application', applicationPOST, '/api/applications', applicationCases],
  ] as const) {
    it(`${label}: has at least 25 bad inputs`, () =>
      expect(cases.length).toBeGreaterThanOrEqual(25));

    it.each(cases.map((c) => [c.name, c] as const))(
      `${label}: rejects %s and writes nothing`,
      async (_n, c) => {
        const before = await counts();
        const { res, json } = await run(handler, url, c);
        expect(res.status).toBe(c.status);
        expect(json.success).toBe(false);
        expect(json.error?.code).toBe(c.code);
        if (c.field) expect(json.error?.fields?.[c.field]).toBeDefined();
        if (c.field && c.message) expect(json.error?.fields?.[c.field]).toBe(c.message);
        expect(await counts()).toEqual(before);
      },
    );
  }

  it.each([
    ['pdf', samples.pdf(), 'application/pdf'],
    ['docx', samples.docx(), DOCX_MIME],
    ['jpg', samples.jpg(), 'image/jpeg'],
    ['png', samples.png(), 'image/png'],
  ] as const)(
    'stores a translation request with a %s, whatever its name says',
    async (ext, data, mime) => {
      const body = multipartBody([
        ...fieldsToParts({ ...translationValid, page: '/TranslationAndInterpretation' }),
        file('document', data, `Mon document (copie).bin`, 'application/octet-stream'),
      ]);
      const res = await translationPOST(
        multipartRequest('/api/services/translation', body, { stream: true }),
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect(await findLead(id)).toMatchObject({
        kind: 'enquiry-translation',
        name: 'Ananya Rao',
        phone: '+91 9876543210',
        subject: 'Document translation, French to English',
        amount: 4,
        unit: 'pages',
        page: '/TranslationAndInterpretation',
        status: 'new',
      });
      const [meta] = await uploadsOfLead(id);
      expect(meta).toMatchObject({
        mimeType: mime,
        size: data.length,
        fileName: `Mon-document-copie.${ext}`,
      });
      const stored = await uploadForStaff(meta!.id);
      expect(Buffer.from(stored!.bytes).equals(data)).toBe(true);
    },
  );

  it('stores a translation request without a document', async () => {
    const body = multipartBody([
      ...fieldsToParts({ ...translationValid, service: 'Interpretation', amount: '3' }),
      file('document', Buffer.alloc(0), ''),
    ]);
    const res = await translationPOST(multipartRequest('/api/services/translation', body));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await findLead(id)).toMatchObject({ amount: 3, unit: 'hours' });
    expect(await uploadsOfLead(id)).toEqual([]);
  });

  it('stores an application with its CV (a 10 MB file is accepted)', async () => {
    const big = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(10 * MB - 20, 32),
      Buffer.from('\n%%EOF\n'),
    ]);
    expect(big.length).toBeLessThanOrEqual(10 * MB);
    const body = multipartBody([
      ...fieldsToParts({ ...applicationValid, elapsedMs: '45000' }),
      file('cv', big, 'claire-cv.pdf'),
    ]);
    const res = await applicationPOST(
      multipartRequest('/api/applications', body, { stream: true }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await findLead(id)).toMatchObject({
      kind: 'application',
      subject: 'French instructor (adults), French Native or bilingual',
      message: applicationValid.experience,
      certificates: 'DALF C2',
      status: 'new',
    });
    const [meta] = await uploadsOfLead(id);
    expect(meta).toMatchObject({ fileName: 'claire-cv.pdf', size: big.length });
  });

  it('files an application sent too fast as spam, CV kept for review', async () => {
    const body = multipartBody([
      ...fieldsToParts({ ...applicationValid, elapsedMs: '200' }),
      file('cv', samples.docx(), 'cv.docx'),
    ]);
    const res = await applicationPOST(multipartRequest('/api/applications', body));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await findLead(id)).status).toBe('spam');
  });

  it(`holds at most ${UPLOADS_AT_ONCE} uploads at once, ${UPLOADS_AT_ONCE_PER_ADDRESS} from one address; one more is told to try again and stores nothing`, async () => {
    const before = await counts();
    const body = multipartBody([
      ...fieldsToParts({ ...applicationValid, elapsedMs: '45000' }),
      file('cv', samples.pdf(), 'cv.pdf'),
    ]);
    const at = (ip: string) =>
      multipartRequest('/api/applications', body, { headers: { 'x-school-client-ip': ip } });
    // Uploads still arriving: half their bytes sent, the rest not yet.
    const senders: ReadableStreamDefaultController<Uint8Array>[] = [];
    const slow = (ip: string) =>
      applicationPOST(
        new Request('http://localhost/api/applications', {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            'x-school-client-ip': ip,
          },
          body: new ReadableStream<Uint8Array>({
            start(c) {
              senders.push(c);
              c.enqueue(new Uint8Array(body.subarray(0, body.length >> 1)));
            },
          }),
          duplex: 'half',
        } as RequestInit),
      );
    const refused = async (res: Response, status: number, code: string, message: string) => {
      expect(res.status).toBe(status);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await res.json()).toMatchObject({ error: { code, message } });
    };
    const arriving: Promise<Response>[] = [];
    for (let i = 0; i < UPLOADS_AT_ONCE_PER_ADDRESS; i++) arriving.push(slow('203.0.113.1'));
    // One address has its places: a further one from it waits, another address's is taken.
    await refused(await applicationPOST(at('203.0.113.1')), 429, 'rate_limited', UPLOADS_FROM_YOU);
    expect((await applicationPOST(at('203.0.113.2'))).status).toBe(201);
    // Every place taken: no address is taken.
    for (let i = arriving.length; i < UPLOADS_AT_ONCE; i++) {
      arriving.push(slow(`203.0.113.${10 + Math.floor(i / UPLOADS_AT_ONCE_PER_ADDRESS)}`));
    }
    await refused(await applicationPOST(at('203.0.113.99')), 503, 'server_busy', UPLOADS_BUSY);

    // The slow senders finish: each stored; then uploads are taken again.
    for (const c of senders) {
      c.enqueue(new Uint8Array(body.subarray(body.length >> 1)));
      c.close();
    }
    expect((await Promise.all(arriving)).map((r) => r.status)).toEqual(
      Array(UPLOADS_AT_ONCE).fill(201),
    );
    expect((await applicationPOST(at('203.0.113.1'))).status).toBe(201);
    expect(await counts()).toEqual({
      leads: before.leads + UPLOADS_AT_ONCE + 2,
      uploads: before.uploads + UPLOADS_AT_ONCE + 2,
    });
  });

  it('answers 405 to GET', async () => {
    expect(
      (await translationGET(new Request('http://localhost/api/services/translation'))).status,
    ).toBe(405);
  });
});
