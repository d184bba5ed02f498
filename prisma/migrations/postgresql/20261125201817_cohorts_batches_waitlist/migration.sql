-- AlterTable
ALTER TABLE "Enrolment" ADD COLUMN     "batchId" TEXT,
ADD COLUMN     "cohortId" TEXT,
ADD COLUMN     "overCapacity" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Cohort" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Cohort_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CohortTier" (
    "id" TEXT NOT NULL,
    "cohortId" TEXT NOT NULL,
    "pricePaise" INTEGER NOT NULL,
    "lastDay" TEXT NOT NULL,

    CONSTRAINT "CohortTier_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Batch" (
    "id" TEXT NOT NULL,
    "cohortId" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "capacity" INTEGER NOT NULL DEFAULT 15,
    "open" BOOLEAN NOT NULL DEFAULT true,
    "seatClock" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Batch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CohortChange" (
    "id" TEXT NOT NULL,
    "cohortId" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "changes" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CohortChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WaitlistInvite" (
    "leadId" TEXT NOT NULL,
    "cohortId" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WaitlistInvite_pkey" PRIMARY KEY ("leadId")
);

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

-- CreateIndex
CREATE INDEX "Enrolment_batchId_status_idx" ON "Enrolment"("batchId", "status");

-- CreateIndex
CREATE INDEX "Enrolment_cohortId_idx" ON "Enrolment"("cohortId");

-- AddForeignKey
ALTER TABLE "Enrolment" ADD CONSTRAINT "Enrolment_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Enrolment" ADD CONSTRAINT "Enrolment_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CohortTier" ADD CONSTRAINT "CohortTier_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Batch" ADD CONSTRAINT "Batch_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CohortChange" ADD CONSTRAINT "CohortChange_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistInvite" ADD CONSTRAINT "WaitlistInvite_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistInvite" ADD CONSTRAINT "WaitlistInvite_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort"("id") ON DELETE CASCADE ON UPDATE CASCADE;

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
