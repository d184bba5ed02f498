-- History rows record who acted as LeadEvent does: the id of the user (null for a script) and
-- the name. The old column becomes actorName with its values kept (the e-mail addresses of staff);
-- the id is filled in where that address is the one of a user.

-- AlterTable: the member of staff behind a staff row (their name stays in the note)
ALTER TABLE "EnrolmentEvent" ADD COLUMN "actorId" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_BatchChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "batchId" TEXT NOT NULL,
    "sessionId" TEXT,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "changes" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BatchChange_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_BatchChange" ("actorId", "actorName", "batchId", "changes", "createdAt", "id", "sessionId") SELECT (SELECT "id" FROM "User" WHERE "User"."email" = "BatchChange"."actor"), "actor", "batchId", "changes", "createdAt", "id", "sessionId" FROM "BatchChange";
DROP TABLE "BatchChange";
ALTER TABLE "new_BatchChange" RENAME TO "BatchChange";
CREATE INDEX "BatchChange_batchId_createdAt_idx" ON "BatchChange"("batchId", "createdAt");
CREATE TABLE "new_CohortChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "cohortId" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "changes" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CohortChange_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_CohortChange" ("actorId", "actorName", "changes", "cohortId", "createdAt", "id") SELECT (SELECT "id" FROM "User" WHERE "User"."email" = "CohortChange"."actor"), "actor", "changes", "cohortId", "createdAt", "id" FROM "CohortChange";
DROP TABLE "CohortChange";
ALTER TABLE "new_CohortChange" RENAME TO "CohortChange";
CREATE INDEX "CohortChange_cohortId_createdAt_idx" ON "CohortChange"("cohortId", "createdAt");
CREATE TABLE "new_CohortHoliday" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "cohortId" TEXT NOT NULL,
    "firstDay" TEXT NOT NULL,
    "lastDay" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "choice" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CohortHoliday_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_CohortHoliday" ("actorId", "actorName", "choice", "cohortId", "createdAt", "firstDay", "id", "lastDay", "reason") SELECT (SELECT "id" FROM "User" WHERE "User"."email" = "CohortHoliday"."actor"), "actor", "choice", "cohortId", "createdAt", "firstDay", "id", "lastDay", "reason" FROM "CohortHoliday";
DROP TABLE "CohortHoliday";
ALTER TABLE "new_CohortHoliday" RENAME TO "CohortHoliday";
CREATE INDEX "CohortHoliday_cohortId_firstDay_idx" ON "CohortHoliday"("cohortId", "firstDay");
CREATE TABLE "new_WaitlistInvite" (
    "leadId" TEXT NOT NULL PRIMARY KEY,
    "cohortId" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WaitlistInvite_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WaitlistInvite_cohortId_fkey" FOREIGN KEY ("cohortId") REFERENCES "Cohort" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_WaitlistInvite" ("actorId", "actorName", "cohortId", "createdAt", "leadId") SELECT (SELECT "id" FROM "User" WHERE "User"."email" = "WaitlistInvite"."actor"), "actor", "cohortId", "createdAt", "leadId" FROM "WaitlistInvite";
DROP TABLE "WaitlistInvite";
ALTER TABLE "new_WaitlistInvite" RENAME TO "WaitlistInvite";
CREATE INDEX "WaitlistInvite_cohortId_idx" ON "WaitlistInvite"("cohortId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
