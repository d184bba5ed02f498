-- CreateTable
CREATE TABLE "Backup" (
    "id" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "slot" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "file" TEXT,
    "sizeBytes" INTEGER,
    "schemaVersion" TEXT,
    "rowCounts" TEXT,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "uploadedAt" TIMESTAMP(3),
    "uploadError" TEXT,
    "prunedAt" TIMESTAMP(3),
    "error" TEXT,
    "instance" TEXT,

    CONSTRAINT "Backup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Backup_slot_key" ON "Backup"("slot");

-- CreateIndex
CREATE INDEX "Backup_startedAt_idx" ON "Backup"("startedAt");
