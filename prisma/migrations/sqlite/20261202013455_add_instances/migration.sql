-- CreateTable
CREATE TABLE "Instance" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "host" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "version" TEXT NOT NULL,
    "commit" TEXT,
    "startedAt" DATETIME NOT NULL,
    "lastSeenAt" DATETIME NOT NULL,
    "rssBytes" INTEGER NOT NULL DEFAULT 0,
    "heapBytes" INTEGER NOT NULL DEFAULT 0,
    "stoppedAt" DATETIME
);

-- CreateIndex
CREATE INDEX "Instance_lastSeenAt_idx" ON "Instance"("lastSeenAt");
