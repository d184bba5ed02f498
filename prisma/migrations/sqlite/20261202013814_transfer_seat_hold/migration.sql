-- AlterTable
ALTER TABLE "Enrolment" ADD COLUMN "holdExpiresAt" DATETIME;
ALTER TABLE "Enrolment" ADD COLUMN "holdReleasedAt" DATETIME;

-- CreateIndex
CREATE INDEX "Enrolment_status_holdExpiresAt_idx" ON "Enrolment"("status", "holdExpiresAt");
