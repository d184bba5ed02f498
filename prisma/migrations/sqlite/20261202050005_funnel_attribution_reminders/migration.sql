-- AlterTable
ALTER TABLE "Lead" ADD COLUMN "landingPage" TEXT;
ALTER TABLE "Lead" ADD COLUMN "referrerHost" TEXT;
ALTER TABLE "Lead" ADD COLUMN "utmCampaign" TEXT;
ALTER TABLE "Lead" ADD COLUMN "utmContent" TEXT;
ALTER TABLE "Lead" ADD COLUMN "utmMedium" TEXT;
ALTER TABLE "Lead" ADD COLUMN "utmSource" TEXT;
ALTER TABLE "Lead" ADD COLUMN "utmTerm" TEXT;

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
    "couponId" TEXT,
    "couponCode" TEXT,
    "couponDiscountPaise" INTEGER NOT NULL DEFAULT 0,
    "billingAddress" TEXT,
    "billingState" TEXT,
    "billingGstin" TEXT,
    "refundedPaise" INTEGER NOT NULL DEFAULT 0,
    "paidAt" DATETIME,
    "holdExpiresAt" DATETIME,
    "holdReleasedAt" DATETIME,
    "utmSource" TEXT,
    "utmMedium" TEXT,
    "utmCampaign" TEXT,
    "utmContent" TEXT,
    "utmTerm" TEXT,
    "referrerHost" TEXT,
    "landingPage" TEXT,
    "remindersSent" INTEGER NOT NULL DEFAULT 0,
    "lastReminderAt" DATETIME,
    "remindersStoppedAt" DATETIME,
    "ipHash" TEXT,
    "userAgent" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Enrolment_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Enrolment_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Enrolment_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Enrolment" ("amountPaise", "batch", "batchId", "billingAddress", "billingGstin", "billingState", "cohort", "cohortId", "couponCode", "couponDiscountPaise", "couponId", "course", "createdAt", "currency", "email", "fullName", "holdExpiresAt", "holdReleasedAt", "id", "ipHash", "mrpPaise", "overCapacity", "paidAt", "parentName", "phone", "quoteExpiresAt", "quotedAt", "reference", "referralCode", "referralDiscountPaise", "referrerId", "refundedPaise", "status", "tier", "updatedAt", "userAgent", "userId") SELECT "amountPaise", "batch", "batchId", "billingAddress", "billingGstin", "billingState", "cohort", "cohortId", "couponCode", "couponDiscountPaise", "couponId", "course", "createdAt", "currency", "email", "fullName", "holdExpiresAt", "holdReleasedAt", "id", "ipHash", "mrpPaise", "overCapacity", "paidAt", "parentName", "phone", "quoteExpiresAt", "quotedAt", "reference", "referralCode", "referralDiscountPaise", "referrerId", "refundedPaise", "status", "tier", "updatedAt", "userAgent", "userId" FROM "Enrolment";
DROP TABLE "Enrolment";
ALTER TABLE "new_Enrolment" RENAME TO "Enrolment";
CREATE UNIQUE INDEX "Enrolment_reference_key" ON "Enrolment"("reference");
CREATE INDEX "Enrolment_email_course_cohort_idx" ON "Enrolment"("email", "course", "cohort");
CREATE INDEX "Enrolment_status_createdAt_idx" ON "Enrolment"("status", "createdAt");
CREATE INDEX "Enrolment_userId_idx" ON "Enrolment"("userId");
CREATE INDEX "Enrolment_batchId_status_idx" ON "Enrolment"("batchId", "status");
CREATE INDEX "Enrolment_status_holdExpiresAt_idx" ON "Enrolment"("status", "holdExpiresAt");
CREATE INDEX "Enrolment_cohortId_idx" ON "Enrolment"("cohortId");
CREATE INDEX "Enrolment_status_remindersSent_quotedAt_idx" ON "Enrolment"("status", "remindersSent", "quotedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
