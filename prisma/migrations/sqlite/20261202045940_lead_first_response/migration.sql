-- AlterTable
ALTER TABLE "Lead" ADD COLUMN "firstResponseAt" DATETIME;
