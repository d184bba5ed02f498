-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "firstResponseAt" TIMESTAMP(3);
