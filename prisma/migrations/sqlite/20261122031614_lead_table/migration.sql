-- CreateTable
CREATE TABLE "Lead" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "course" TEXT,
    "subject" TEXT,
    "message" TEXT,
    "page" TEXT,
    "details" TEXT NOT NULL DEFAULT '{}',
    "assigneeId" TEXT,
    "followUpAt" DATETIME,
    "spamReason" TEXT,
    "ipHash" TEXT,
    "userAgent" TEXT,
    "notifiedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Outbox" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "topic" TEXT NOT NULL,
    "leadId" TEXT,
    "to" TEXT,
    "subject" TEXT,
    "text" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimToken" TEXT,
    "claimedUntil" DATETIME,
    "lastError" TEXT,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Outbox_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Lead_createdAt_idx" ON "Lead"("createdAt");

-- CreateIndex
CREATE INDEX "Lead_status_createdAt_idx" ON "Lead"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_kind_createdAt_idx" ON "Lead"("kind", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_email_idx" ON "Lead"("email");

-- CreateIndex
CREATE INDEX "Lead_phone_idx" ON "Lead"("phone");

-- CreateIndex
CREATE INDEX "Lead_assigneeId_status_idx" ON "Lead"("assigneeId", "status");

-- CreateIndex
CREATE INDEX "Lead_followUpAt_idx" ON "Lead"("followUpAt");

-- CreateIndex
CREATE INDEX "Outbox_status_nextAttemptAt_idx" ON "Outbox"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "Outbox_leadId_idx" ON "Outbox"("leadId");

-- Move every stored contact message and callback request into "Lead", losing nothing: the columns
-- staff filter by, and each kind's own fields as JSON (lib/leads/kinds.ts reads them back).
INSERT INTO "Lead" ("id", "kind", "status", "name", "email", "phone", "course", "subject", "message",
    "page", "details", "spamReason", "ipHash", "userAgent", "notifiedAt", "createdAt", "updatedAt")
SELECT "id", 'contact', "status", "name", "email", NULL, NULL, "purpose", "message",
    "page", json_object('purpose', "purpose", 'subject', "subject", 'contactingFor', "contactingFor"), "spamReason", "ipHash", "userAgent", "notifiedAt", "createdAt", "updatedAt"
FROM "ContactMessage";

INSERT INTO "Lead" ("id", "kind", "status", "name", "email", "phone", "course", "subject", "message",
    "page", "details", "spamReason", "ipHash", "userAgent", "notifiedAt", "createdAt", "updatedAt")
SELECT "id", 'callback', "status", "firstName" || ' ' || "lastName", "email", "phoneNumber", "course", NULL, NULL,
    "page", json_object('firstName', "firstName", 'lastName', "lastName"), "spamReason", "ipHash", "userAgent", "notifiedAt", "createdAt", "updatedAt"
FROM "CallbackRequest";

-- Rate-limit counters are now kept per client address and per contact identity.
DELETE FROM "RateLimit";

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "CallbackRequest";
DROP TABLE "ContactMessage";
PRAGMA foreign_keys=on;
