-- CreateTable
CREATE TABLE "WaitlistConfirmation" (
    "leadId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WaitlistConfirmation_pkey" PRIMARY KEY ("leadId")
);

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistConfirmation_tokenHash_key" ON "WaitlistConfirmation"("tokenHash");

-- AddForeignKey
ALTER TABLE "WaitlistConfirmation" ADD CONSTRAINT "WaitlistConfirmation_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;
