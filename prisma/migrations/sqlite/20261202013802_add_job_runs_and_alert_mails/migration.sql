-- CreateTable
CREATE TABLE "JobRun" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "everyMs" INTEGER NOT NULL,
    "lastStartedAt" DATETIME,
    "lastSuccessAt" DATETIME,
    "lastFailureAt" DATETIME,
    "lastError" TEXT,
    "instance" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "AlertMail" (
    "day" TEXT NOT NULL,
    "cause" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("day", "cause")
);
