-- History rows record who acted as LeadEvent does: the id of the user (null for a script) and
-- the name. The old column becomes actorName with its values kept (the e-mail addresses of staff);
-- the id is filled in where that address is the one of a user.

-- AlterTable
ALTER TABLE "BatchChange" RENAME COLUMN "actor" TO "actorName";
ALTER TABLE "BatchChange" ADD COLUMN "actorId" TEXT;
UPDATE "BatchChange" AS h SET "actorId" = u."id" FROM "User" AS u WHERE u."email" = h."actorName";

-- AlterTable
ALTER TABLE "CohortChange" RENAME COLUMN "actor" TO "actorName";
ALTER TABLE "CohortChange" ADD COLUMN "actorId" TEXT;
UPDATE "CohortChange" AS h SET "actorId" = u."id" FROM "User" AS u WHERE u."email" = h."actorName";

-- AlterTable
ALTER TABLE "CohortHoliday" RENAME COLUMN "actor" TO "actorName";
ALTER TABLE "CohortHoliday" ADD COLUMN "actorId" TEXT;
UPDATE "CohortHoliday" AS h SET "actorId" = u."id" FROM "User" AS u WHERE u."email" = h."actorName";

-- AlterTable
ALTER TABLE "WaitlistInvite" RENAME COLUMN "actor" TO "actorName";
ALTER TABLE "WaitlistInvite" ADD COLUMN "actorId" TEXT;
UPDATE "WaitlistInvite" AS h SET "actorId" = u."id" FROM "User" AS u WHERE u."email" = h."actorName";

-- AlterTable: the member of staff behind a staff row (their name stays in the note)
ALTER TABLE "EnrolmentEvent" ADD COLUMN "actorId" TEXT;
