-- DropIndex
DROP INDEX "Enrolment_email_course_cohort_key";

-- CreateTable
CREATE TABLE "EndedSession" (
    "sid" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "endedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "EndedSession_expiresAt_idx" ON "EndedSession"("expiresAt");

-- CreateIndex
CREATE INDEX "Enrolment_email_course_cohort_idx" ON "Enrolment"("email", "course", "cohort");
