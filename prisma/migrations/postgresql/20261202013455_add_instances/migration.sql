-- CreateTable
CREATE TABLE "Instance" (
    "id" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "version" TEXT NOT NULL,
    "commit" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,
    "rssBytes" INTEGER NOT NULL DEFAULT 0,
    "heapBytes" INTEGER NOT NULL DEFAULT 0,
    "stoppedAt" TIMESTAMP(3),

    CONSTRAINT "Instance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Instance_lastSeenAt_idx" ON "Instance"("lastSeenAt");
