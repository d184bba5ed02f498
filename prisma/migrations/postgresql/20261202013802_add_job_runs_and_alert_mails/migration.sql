-- CreateTable
CREATE TABLE "JobRun" (
    "name" TEXT NOT NULL,
    "everyMs" INTEGER NOT NULL,
    "lastStartedAt" TIMESTAMP(3),
    "lastSuccessAt" TIMESTAMP(3),
    "lastFailureAt" TIMESTAMP(3),
    "lastError" TEXT,
    "instance" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobRun_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "AlertMail" (
    "day" TEXT NOT NULL,
    "cause" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AlertMail_pkey" PRIMARY KEY ("day","cause")
);
