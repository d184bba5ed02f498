-- DropIndex
DROP INDEX "Enrolment_email_course_cohort_key";

-- CreateTable
CREATE TABLE "EndedSession" (
    "sid" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "endedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EndedSession_pkey" PRIMARY KEY ("sid")
);

-- CreateIndex
CREATE INDEX "EndedSession_expiresAt_idx" ON "EndedSession"("expiresAt");

-- CreateIndex
CREATE INDEX "Enrolment_email_course_cohort_idx" ON "Enrolment"("email", "course", "cohort");
