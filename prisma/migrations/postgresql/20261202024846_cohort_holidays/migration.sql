-- CreateTable
CREATE TABLE "CohortHoliday" (
    "id" TEXT NOT NULL,
    "cohortId" TEXT NOT NULL,
    "firstDay" TEXT NOT NULL,
    "lastDay" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "choice" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CohortHoliday_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CohortHoliday_cohortId_firstDay_idx" ON "CohortHoliday"("cohortId", "firstDay");

-- AddForeignKey
ALTER TABLE "CohortHoliday" ADD CONSTRAINT "CohortHoliday_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort"("id") ON DELETE CASCADE ON UPDATE CASCADE;
