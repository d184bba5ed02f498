-- AlterTable
ALTER TABLE "Enrolment" ADD COLUMN     "holdExpiresAt" TIMESTAMP(3),
ADD COLUMN     "holdReleasedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Enrolment_status_holdExpiresAt_idx" ON "Enrolment"("status", "holdExpiresAt");
