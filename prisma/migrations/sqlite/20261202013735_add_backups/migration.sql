-- CreateTable
CREATE TABLE "Backup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "trigger" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "slot" TEXT,
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME,
    "file" TEXT,
    "sizeBytes" INTEGER,
    "schemaVersion" TEXT,
    "rowCounts" TEXT,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "uploadedAt" DATETIME,
    "uploadError" TEXT,
    "prunedAt" DATETIME,
    "error" TEXT,
    "instance" TEXT
);

-- CreateIndex
CREATE UNIQUE INDEX "Backup_slot_key" ON "Backup"("slot");

-- CreateIndex
CREATE INDEX "Backup_startedAt_idx" ON "Backup"("startedAt");
