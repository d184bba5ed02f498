-- CreateTable
CREATE TABLE "Enrolment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "reference" TEXT NOT NULL,
    "course" TEXT NOT NULL,
    "cohort" TEXT NOT NULL,
    "batch" INTEGER NOT NULL,
    "fullName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "parentName" TEXT,
    "amountPaise" INTEGER NOT NULL,
    "mrpPaise" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'INR',
    "tier" TEXT,
    "quotedAt" DATETIME NOT NULL,
    "quoteExpiresAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending_payment',
    "userId" TEXT,
    "paidAt" DATETIME,
    "ipHash" TEXT,
    "userAgent" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "enrolmentId" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "providerOrderId" TEXT,
    "providerPaymentId" TEXT,
    "amountPaise" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'INR',
    "status" TEXT NOT NULL DEFAULT 'created',
    "paidVia" TEXT,
    "lastError" TEXT,
    "paidAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Payment_enrolmentId_fkey" FOREIGN KEY ("enrolmentId") REFERENCES "Enrolment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PaymentEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "type" TEXT NOT NULL,
    "paymentId" TEXT,
    "summary" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PaymentEvent_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EnrolmentEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "enrolmentId" TEXT NOT NULL,
    "fromStatus" TEXT,
    "toStatus" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EnrolmentEvent_enrolmentId_fkey" FOREIGN KEY ("enrolmentId") REFERENCES "Enrolment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Outbox" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "topic" TEXT NOT NULL,
    "leadId" TEXT,
    "enrolmentId" TEXT,
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
    CONSTRAINT "Outbox_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Outbox_enrolmentId_fkey" FOREIGN KEY ("enrolmentId") REFERENCES "Enrolment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Outbox" ("attempts", "claimToken", "claimedUntil", "createdAt", "id", "lastError", "leadId", "nextAttemptAt", "sentAt", "status", "subject", "text", "to", "topic", "updatedAt") SELECT "attempts", "claimToken", "claimedUntil", "createdAt", "id", "lastError", "leadId", "nextAttemptAt", "sentAt", "status", "subject", "text", "to", "topic", "updatedAt" FROM "Outbox";
DROP TABLE "Outbox";
ALTER TABLE "new_Outbox" RENAME TO "Outbox";
CREATE INDEX "Outbox_status_nextAttemptAt_idx" ON "Outbox"("status", "nextAttemptAt");
CREATE INDEX "Outbox_leadId_idx" ON "Outbox"("leadId");
CREATE INDEX "Outbox_enrolmentId_idx" ON "Outbox"("enrolmentId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Enrolment_reference_key" ON "Enrolment"("reference");

-- CreateIndex
CREATE INDEX "Enrolment_status_createdAt_idx" ON "Enrolment"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Enrolment_userId_idx" ON "Enrolment"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Enrolment_email_course_cohort_key" ON "Enrolment"("email", "course", "cohort");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_providerOrderId_key" ON "Payment"("providerOrderId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_providerPaymentId_key" ON "Payment"("providerPaymentId");

-- CreateIndex
CREATE INDEX "Payment_enrolmentId_idx" ON "Payment"("enrolmentId");

-- CreateIndex
CREATE INDEX "Payment_method_status_createdAt_idx" ON "Payment"("method", "status", "createdAt");

-- CreateIndex
CREATE INDEX "PaymentEvent_paymentId_idx" ON "PaymentEvent"("paymentId");

-- CreateIndex
CREATE INDEX "EnrolmentEvent_enrolmentId_createdAt_idx" ON "EnrolmentEvent"("enrolmentId", "createdAt");
