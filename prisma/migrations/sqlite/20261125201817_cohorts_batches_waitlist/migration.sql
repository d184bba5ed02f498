-- CreateTable
CREATE TABLE "Cohort" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "course" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "startDate" TEXT NOT NULL,
    "endDate" TEXT NOT NULL,
    "enrolUntil" TEXT NOT NULL,
    "classDays" TEXT NOT NULL,
    "timeCommitment" TEXT NOT NULL,
    "listPricePaise" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "CohortTier" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "cohortId" TEXT NOT NULL,
    "pricePaise" INTEGER NOT NULL,
    "lastDay" TEXT NOT NULL,
    CONSTRAINT "CohortTier_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Batch" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "cohortId" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "capacity" INTEGER NOT NULL DEFAULT 15,
    "open" BOOLEAN NOT NULL DEFAULT true,
    "seatClock" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "Batch_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CohortChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "cohortId" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "changes" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CohortChange_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WaitlistInvite" (
    "leadId" TEXT NOT NULL PRIMARY KEY,
    "cohortId" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WaitlistInvite_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WaitlistInvite_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Enrolment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "reference" TEXT NOT NULL,
    "course" TEXT NOT NULL,
    "cohort" TEXT NOT NULL,
    "batch" INTEGER NOT NULL,
    "cohortId" TEXT,
    "batchId" TEXT,
    "overCapacity" BOOLEAN NOT NULL DEFAULT false,
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
    "referralCode" TEXT,
    "referrerId" TEXT,
    "referralDiscountPaise" INTEGER NOT NULL DEFAULT 0,
    "paidAt" DATETIME,
    "ipHash" TEXT,
    "userAgent" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Enrolment_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Enrolment_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Enrolment" ("amountPaise", "batch", "cohort", "course", "createdAt", "currency", "email", "fullName", "id", "ipHash", "mrpPaise", "paidAt", "parentName", "phone", "quoteExpiresAt", "quotedAt", "reference", "referralCode", "referralDiscountPaise", "referrerId", "status", "tier", "updatedAt", "userAgent", "userId") SELECT "amountPaise", "batch", "cohort", "course", "createdAt", "currency", "email", "fullName", "id", "ipHash", "mrpPaise", "paidAt", "parentName", "phone", "quoteExpiresAt", "quotedAt", "reference", "referralCode", "referralDiscountPaise", "referrerId", "status", "tier", "updatedAt", "userAgent", "userId" FROM "Enrolment";
DROP TABLE "Enrolment";
ALTER TABLE "new_Enrolment" RENAME TO "Enrolment";
CREATE UNIQUE INDEX "Enrolment_reference_key" ON "Enrolment"("reference");
CREATE INDEX "Enrolment_email_course_cohort_idx" ON "Enrolment"("email", "course", "cohort");
CREATE INDEX "Enrolment_status_createdAt_idx" ON "Enrolment"("status", "createdAt");
CREATE INDEX "Enrolment_userId_idx" ON "Enrolment"("userId");
CREATE INDEX "Enrolment_batchId_status_idx" ON "Enrolment"("batchId", "status");
CREATE INDEX "Enrolment_cohortId_idx" ON "Enrolment"("cohortId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Cohort_course_status_idx" ON "Cohort"("course", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Cohort_course_number_key" ON "Cohort"("course", "number");

-- CreateIndex
CREATE UNIQUE INDEX "CohortTier_cohortId_lastDay_key" ON "CohortTier"("cohortId", "lastDay");

-- CreateIndex
CREATE UNIQUE INDEX "Batch_cohortId_slot_key" ON "Batch"("cohortId", "slot");

-- CreateIndex
CREATE INDEX "CohortChange_cohortId_createdAt_idx" ON "CohortChange"("cohortId", "createdAt");

-- CreateIndex
CREATE INDEX "WaitlistInvite_cohortId_idx" ON "WaitlistInvite"("cohortId");

-- Today's cohorts, imported from content/courses (spec §3 course data table): Cohort 13 of B1 and
-- B2 with their price tiers and five batches each. The last day to enrol was not in content/: the
-- start date. B2 had no end date: the end of its 16th week. B2's four class days: SCHOOL TO CONFIRM.
-- Existing enrolments point at their cohort and batch.
INSERT INTO "Cohort" ("id", "course", "number", "startDate", "endDate", "enrolUntil", "classDays", "timeCommitment", "listPricePaise", "status", "version") VALUES ('cohort-b1-13', 'b1', 13, '2025-07-07', '2025-09-26', '2025-07-07', '1,2,3,4,5,6', '12-14 hours per week', 2999900, 'published', 0);
INSERT INTO "CohortTier" ("id", "cohortId", "pricePaise", "lastDay") VALUES ('tier-b1-13-1', 'cohort-b1-13', 1649900, '2025-06-07');
INSERT INTO "CohortTier" ("id", "cohortId", "pricePaise", "lastDay") VALUES ('tier-b1-13-2', 'cohort-b1-13', 1949900, '2025-06-23');
INSERT INTO "CohortTier" ("id", "cohortId", "pricePaise", "lastDay") VALUES ('tier-b1-13-3', 'cohort-b1-13', 2249900, '2025-06-30');
INSERT INTO "Batch" ("id", "cohortId", "slot", "capacity", "open", "seatClock") VALUES ('batch-b1-13-0', 'cohort-b1-13', 0, 15, true, 0);
INSERT INTO "Batch" ("id", "cohortId", "slot", "capacity", "open", "seatClock") VALUES ('batch-b1-13-1', 'cohort-b1-13', 1, 15, true, 0);
INSERT INTO "Batch" ("id", "cohortId", "slot", "capacity", "open", "seatClock") VALUES ('batch-b1-13-2', 'cohort-b1-13', 2, 15, true, 0);
INSERT INTO "Batch" ("id", "cohortId", "slot", "capacity", "open", "seatClock") VALUES ('batch-b1-13-3', 'cohort-b1-13', 3, 15, true, 0);
INSERT INTO "Batch" ("id", "cohortId", "slot", "capacity", "open", "seatClock") VALUES ('batch-b1-13-4', 'cohort-b1-13', 4, 15, true, 0);
UPDATE "Enrolment" SET "cohortId" = 'cohort-b1-13', "batchId" = 'batch-b1-13-' || CAST("batch" AS TEXT) WHERE "course" = 'b1' AND "cohort" = '13' AND "batch" BETWEEN 0 AND 4;
INSERT INTO "Cohort" ("id", "course", "number", "startDate", "endDate", "enrolUntil", "classDays", "timeCommitment", "listPricePaise", "status", "version") VALUES ('cohort-b2-13', 'b2', 13, '2025-07-07', '2025-10-25', '2025-07-07', '1,2,3,4', '16 weeks, four 2.5-hour classes per week', 3499900, 'published', 0);
INSERT INTO "CohortTier" ("id", "cohortId", "pricePaise", "lastDay") VALUES ('tier-b2-13-1', 'cohort-b2-13', 1925000, '2025-06-05');
INSERT INTO "CohortTier" ("id", "cohortId", "pricePaise", "lastDay") VALUES ('tier-b2-13-2', 'cohort-b2-13', 2275000, '2025-06-23');
INSERT INTO "CohortTier" ("id", "cohortId", "pricePaise", "lastDay") VALUES ('tier-b2-13-3', 'cohort-b2-13', 2625000, '2025-06-30');
INSERT INTO "Batch" ("id", "cohortId", "slot", "capacity", "open", "seatClock") VALUES ('batch-b2-13-0', 'cohort-b2-13', 0, 15, true, 0);
INSERT INTO "Batch" ("id", "cohortId", "slot", "capacity", "open", "seatClock") VALUES ('batch-b2-13-1', 'cohort-b2-13', 1, 15, true, 0);
INSERT INTO "Batch" ("id", "cohortId", "slot", "capacity", "open", "seatClock") VALUES ('batch-b2-13-2', 'cohort-b2-13', 2, 15, true, 0);
INSERT INTO "Batch" ("id", "cohortId", "slot", "capacity", "open", "seatClock") VALUES ('batch-b2-13-3', 'cohort-b2-13', 3, 15, true, 0);
INSERT INTO "Batch" ("id", "cohortId", "slot", "capacity", "open", "seatClock") VALUES ('batch-b2-13-4', 'cohort-b2-13', 4, 15, true, 0);
UPDATE "Enrolment" SET "cohortId" = 'cohort-b2-13', "batchId" = 'batch-b2-13-' || CAST("batch" AS TEXT) WHERE "course" = 'b2' AND "cohort" = '13' AND "batch" BETWEEN 0 AND 4;
